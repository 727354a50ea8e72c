import { test, expect, signUpThroughForm } from "../fixtures";
import { samplePlan } from "@/components/marketing/sample-plan";

// The signed-out landing page (docs/product-rules.md "Screens and routes", "Plans and limits").

const FEATURES = [
  "Plans Explained Plainly",
  "Interactive Visualizations",
  "Smart Reminders",
  "Private and Secure",
  "Mobile Optimized",
  "Advanced Simulations",
];

const sample = samplePlan();

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("hero shows the headline, calls to action and marketing figures", async ({ page }) => {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toContainText("debt-free");
  await expect(h1).toContainText("plan you understand");
  await expect(page.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
    "href",
    "/api/login?callbackUrl=%2Fsubscribe",
  );
  await expect(page.getByRole("button", { name: "View Demo" })).toBeVisible();
  const hero = page.getByRole("region", { name: /^Become debt-free/ });
  // Product facts only: no user counts, totals or ratings that nothing measures.
  await expect(hero).toContainText("Payoff methods compared");
  await expect(hero).not.toContainText("Users helped");
  await expect(hero).not.toContainText(/rating/i);

  // Installable: the page links the manifest, which the server answers with icons it serves.
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = (await (await page.request.get(href!)).json()) as { start_url: string; icons: { src: string }[] };
  expect(manifest.start_url).toBe("/dashboard");
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
});

test("'Start Free Trial' leads, once the account exists, to /subscribe, where the trial starts", async ({ page }) => {
  // Signing up alone gives a Free account; the 14-day trial is started on /subscribe (docs/product-rules.md
  // "Screens and routes").
  await page.getByRole("link", { name: "Start Free Trial" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsubscribe$/);
  await signUpThroughForm(page, "Ada", "Lovelace");
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
  // Basic's and Pro's buttons each start the plan's trial for an account that has not had one.
  const startTrial = page.getByRole("button", { name: "Start 14-Day Free Trial" });
  await expect(startTrial).toHaveCount(2);
  for (const button of await startTrial.all()) await expect(button).toBeEnabled();
});

test("features section lists the six feature cards", async ({ page }) => {
  const features = page.locator("#features");
  await expect(features.getByRole("heading", { level: 3 })).toHaveText(FEATURES);
});

test("demo section shows the sample avalanche and snowball comparison", async ({ page }) => {
  const demo = page.locator("#demo");
  await expect(demo.getByRole("heading", { name: "See How It Works" })).toBeVisible();
  const avalanche = demo.getByRole("article", { name: "Avalanche" });
  await expect(avalanche).toContainText("Highest interest first");
  // The engine's numbers for the sample (tests/unit/landing-sample-plan.test.ts).
  await expect(avalanche).toContainText(`${sample.strategies[0]!.months} months`);
  await expect(avalanche).toContainText(sample.strategies[0]!.interestSaved);
  const snowball = demo.getByRole("article", { name: "Snowball" });
  await expect(snowball).toContainText("Smallest balance first");
  await expect(snowball).toContainText(`${sample.strategies[1]!.months} months`);
  await expect(snowball).toContainText(sample.strategies[1]!.interestSaved);
  await expect(demo.getByRole("heading", { name: "The sample plan in brief" })).toBeVisible();
  await expect(demo).toContainText(sample.summary);
  await expect(demo.getByRole("link", { name: "Try the Full Calculator" })).toHaveAttribute("href", "/api/login");
});

test("the hero's illustration shows the demo's avalanche figures, not numbers of its own", async ({ page }) => {
  // The illustration is aria-hidden, so it is found by its test id; the demo section states the same sample as text.
  const illustration = page.getByTestId("hero-illustration");
  const avalanche = page.locator("#demo").getByRole("article", { name: "Avalanche" });
  const demoMonths = (await avalanche.locator("dd").first().textContent())!.trim();
  expect(demoMonths).toBe(`${sample.strategies[0]!.months} months`);
  await expect(illustration.getByText(demoMonths, { exact: true })).toHaveCount(1);
  await expect(illustration.getByText(sample.strategies[0]!.interestSaved, { exact: true })).toHaveCount(1);
});

test("pricing section shows the three plans and the guarantees", async ({ page }) => {
  const pricing = page.locator("#pricing");
  await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(["Free", "Basic", "Pro"]);
  const free = pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Free", exact: true }) });
  await expect(free).toContainText("$0");
  await expect(free).toContainText("forever");
  await expect(free).toContainText("1 debt tracked");
  await expect(free).toContainText("Not included: Email reminders");
  const basic = pricing
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Basic", exact: true }) });
  await expect(basic).toContainText("$15");
  await expect(basic).toContainText("Most Popular");
  await expect(basic).toContainText("14-day free trial, once per account");
  await expect(basic).toContainText("Up to 200 debts");
  await expect(basic).toContainText("Not included: SMS reminders");
  const pro = pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Pro", exact: true }) });
  await expect(pro).toContainText("$25");
  await expect(pro).toContainText("Everything in Basic");
  await expect(pro).toContainText("Export reports");
  // The trial the button names is real (docs/product-rules.md "Plans and limits"): the same 14 days as Basic, once per
  // account.
  await expect(pro).toContainText("14-day free trial, once per account");
  await expect(pro.getByRole("button", { name: "Start Pro Trial" })).toBeVisible();
  for (const claim of ["Cancel anytime", "No setup fees", "30-day money-back guarantee"]) {
    await expect(pricing.getByText(claim, { exact: true })).toBeVisible();
  }
});

test("footer carries the disclaimer and the legal links", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(
    "This tool provides educational information only. Not financial advice. Consult professionals for personalized guidance.",
  );
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
  await expect(footer.getByRole("link", { name: "Financial Disclaimer" })).toHaveAttribute(
    "href",
    "/financial-disclaimer",
  );
  await expect(footer.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
    "href",
    "mailto:support@debtwise.app",
  );
});

test("'View Demo' scrolls the demo into view and moves focus to its heading", async ({ page }) => {
  const heading = page.getByRole("heading", { name: "See How It Works" });
  await expect(heading).not.toBeInViewport();
  await page.getByRole("button", { name: "View Demo" }).click();
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
});

test("the signed-out bar offers Features, Pricing, Login and Get Started", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("href", "#features");
  await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "#pricing");
  await nav.getByRole("link", { name: "Get Started" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
});

test("choosing Basic remembers the plan and starts login", async ({ page }) => {
  await page.locator("#pricing").getByRole("button", { name: "Start 14-Day Free Trial" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  expect(await page.evaluate(() => sessionStorage.getItem("selectedPlan"))).toBe("basic");
});

test("choosing Pro remembers the plan and starts login", async ({ page }) => {
  await page.locator("#pricing").getByRole("button", { name: "Start Pro Trial" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  expect(await page.evaluate(() => sessionStorage.getItem("selectedPlan"))).toBe("pro");
});

test("choosing Free stores nothing and starts login", async ({ page }) => {
  await page.locator("#pricing").getByRole("button", { name: "Start for Free" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  expect(await page.evaluate(() => sessionStorage.getItem("selectedPlan"))).toBeNull();
});

test("Login in the bar navigates to the login page", async ({ page }) => {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
});
