// Apart from ./report.ts so the results page can use it without bundling the PDF library into the browser.
export const REPORT_FILENAME = "debtwise-plan-report.pdf";
