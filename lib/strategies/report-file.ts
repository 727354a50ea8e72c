// The PDF report's download name, apart from lib/strategies/report.ts so the results page can use it as its
// fallback without bundling the PDF library into the browser.
export const REPORT_FILENAME = "debtwise-plan-report.pdf";
