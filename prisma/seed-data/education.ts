/**
 * Education hub articles (docs/product-rules.md "Education").
 *
 * Ids are stable kebab-case slugs: progress rows reference them, so an id never changes once published.
 * The array order is the display order (the seed stores it as sortOrder); the learning path goes beginner ->
 * intermediate -> advanced and keeps this order within a level. Every category has every difficulty.
 *
 * Content format ('simple heading and bold markers'): lines starting with "## " or "### " are headings,
 * "**text**" is bold, lines starting with "- " are bullets, blank lines separate paragraphs. Nothing else.
 * estimatedReadTime is the word count divided by 200, rounded up.
 *
 * Educational information only, not financial advice. Figures that change over time are given as examples.
 */

import type { EducationArticleFields } from "../../lib/education/types";

export interface EducationArticleSeed extends EducationArticleFields {
  content: string;
}

export const educationArticles: EducationArticleSeed[] = [
  // ---------------------------------------------------------------------------------------------
  // Beginner
  // ---------------------------------------------------------------------------------------------
  {
    id: "budgeting-basics",
    title: "Budgeting Basics: The 50/30/20 Rule and Zero-Based Budgets",
    category: "savings",
    difficulty: "beginner",
    estimatedReadTime: 4,
    tags: ["budgeting", "50/30/20 rule", "zero-based budget", "cash flow"],
    content: `A budget is simply a plan for your money. It is not about saying no to everything; it is about deciding ahead of time what matters most, so your money goes there first. Two popular approaches are the **50/30/20 rule** and **zero-based budgeting**. Either one can help you find money for paying down debt.

## Start with your real numbers

Before you pick a method, gather four things:

- **Take-home pay**: what actually lands in your account after taxes and deductions
- **Fixed expenses**: rent, insurance, loan payments, subscriptions
- **Variable expenses**: groceries, gas, dining out, entertainment; look back at one to three months of bank and card statements to find your averages
- **Irregular expenses**: annual or occasional bills such as car registration, holidays and school costs

Many people are surprised by what they find. That is not a failure; it is useful information.

## The 50/30/20 rule

This approach splits your take-home pay into three buckets:

- **50% for needs**: housing, utilities, groceries, transportation, insurance and the minimum payments on your debts
- **30% for wants**: dining out, streaming, hobbies, travel and upgrades beyond the basics
- **20% for savings and extra debt payments**: your emergency fund, retirement saving and anything you pay above the minimums

### Example

With take-home pay of $4,000 a month:

- Needs: $2,000
- Wants: $1,200
- Savings and extra debt payments: $800

The 50/30/20 rule is easy to remember and flexible. It is a starting point, not a law. In high-cost areas, needs may take 60% or more, and that is okay: adjust the other buckets and look for ways to bring needs down over time. If you are focused on getting out of debt, you might shrink wants to 20% or less for a while and send the difference to your target debt.

## Zero-based budgeting

In a **zero-based budget**, you give every dollar of income a job until your income minus your planned spending, saving and debt payments equals **zero**. That does not mean spending everything: savings and extra debt payments are jobs too.

### Example

Take-home pay of $4,000, assigned like this:

- Rent: $1,300
- Utilities and phone: $250
- Groceries: $500
- Transportation: $300
- Insurance: $200
- Minimum debt payments: $350
- Extra debt payment: $400
- Emergency fund: $200
- Sinking funds for car repairs and holidays: $150
- Personal spending and fun: $250
- Miscellaneous buffer: $100

The plan adds up to $4,000, so income minus the plan equals zero.

Zero-based budgets take more effort, usually a fresh plan each month, but they give you close control and make it obvious where extra money for debt can come from. They also work well when income varies: build the plan on a conservative estimate, then assign any extra money when it actually arrives.

## Making any budget stick

- **Pay yourself first**: automate savings and debt payments right after payday
- **Track as you go**: use an app, a spreadsheet or a notebook, and review for a few minutes each week
- **Include fun money**: a budget with no enjoyment in it rarely lasts
- **Plan for irregular costs** with sinking funds so they do not wreck a month
- **Expect adjustments**: the first two or three months are about learning, not perfection
- **Budget together** if you share finances, and agree on a small amount each person can spend without checking in

## Which method should you choose?

If you want simplicity, start with 50/30/20. If you want precision, or you are trying to find every possible dollar for debt payoff, try zero-based. Many people start with one and drift toward the other. The best budget is the one you will keep using.

## Key takeaways

- Base your budget on take-home pay and real spending from recent statements
- 50/30/20 splits income into needs, wants, and savings plus extra debt payments
- Zero-based budgeting gives every dollar a job until income minus the plan equals zero
- Automate, review regularly and adjust; consistency beats perfection`,
  },
  {
    id: "emergency-fund-basics",
    title: "Building Your Emergency Fund",
    category: "savings",
    difficulty: "beginner",
    estimatedReadTime: 4,
    tags: ["emergency fund", "high-yield savings", "FDIC", "automation"],
    content: `An emergency fund is money set aside for life's unplanned expenses: a car repair, a medical bill, a sudden drop in income. It may not feel as exciting as paying off a card, but it is what keeps a surprise from turning into new debt. Without one, the next emergency often goes straight onto a credit card and undoes months of progress.

## Step 1: A starter fund of $1,000

If you are paying down debt, a common first goal is a **starter emergency fund of about $1,000**. That is enough to cover many common surprises, such as a new tire, a copay or a minor home repair, without reaching for a card. Reaching it quickly also builds confidence.

If $1,000 feels far away, start smaller. Even $100, then $250, then $500 makes a real difference. Some people choose a starter amount closer to one month of bare-bones expenses instead.

## Step 2: Three to six months of expenses

Once high-interest debt is under control, many people grow the fund to cover **three to six months of essential expenses**. Notice that this is expenses, not income. Add up what you truly need each month:

- Rent or mortgage
- Utilities and phone
- Groceries
- Insurance premiums
- Transportation
- Minimum debt payments
- Childcare and necessary medical costs

If that totals $3,000, a three-to-six-month fund would be $9,000 to $18,000.

Consider aiming toward the higher end if your income is irregular, you are self-employed, you are the only earner in your household, you work in a seasonal or unstable industry, or you have dependents. A two-income household with stable jobs might be comfortable nearer three months.

## Where to keep it

An emergency fund needs to be **safe and easy to reach**, not invested for growth. Common choices include:

- A **high-yield savings account** at an online bank or credit union, which often pays considerably more interest than a traditional savings account
- A **money market account** at a bank or credit union, which may come with check-writing

Check that the institution is insured by the **FDIC** (banks) or the **NCUA** (credit unions). Deposits are protected up to $250,000 per depositor, per institution, for each ownership category.

Keeping the fund at a different bank from your checking account adds a little friction, which makes it less tempting to dip into for non-emergencies, while a transfer still usually takes only a day or two.

Try not to keep your emergency fund in stocks. A market drop could shrink it right when you need it most.

## How to build it

- **Automate it**: set up an automatic transfer on payday, even $25 or $50
- **Use windfalls**: tax refunds, bonuses, rebates and cash gifts can jump-start the fund
- **Sell what you do not use**: clothing, electronics or furniture
- **Trim temporarily**: pause a subscription or two until you hit the starter goal
- **Name the account**: calling it "Emergency Fund" makes it feel off-limits

## What counts as an emergency?

A simple test: is it **unexpected, necessary and urgent**? A job loss, an essential car repair or an urgent medical bill usually qualify. A sale, a vacation or holiday gifts generally do not. Predictable irregular expenses, such as an annual insurance premium, are better handled by sinking funds (see the Sinking Funds article).

If you do use the fund, that is exactly what it is for. There is no need to feel guilty; just make refilling it your next priority.

## Key takeaways

- Start with a starter fund of about $1,000, even while you are still paying off debt
- Build toward three to six months of essential expenses over time
- Keep it in an FDIC- or NCUA-insured high-yield savings account, not in investments
- Automate contributions and refill the fund after you use it`,
  },
  {
    id: "how-apr-and-interest-work",
    title: "How APR, Interest and Minimum Payments Work",
    category: "debt_management",
    difficulty: "beginner",
    estimatedReadTime: 5,
    tags: ["APR", "interest", "minimum payments", "credit cards"],
    content: `Interest is the price you pay to borrow money. On loans and credit cards it is quoted as an **annual percentage rate (APR)**, but it is almost never charged once a year. Understanding how an annual number turns into the interest on your monthly statement is one of the most useful money skills you can learn, because it shows exactly where each payment goes.

## From APR to a monthly rate

For installment loans such as personal loans and auto loans, a simple way to estimate a month's interest is to divide the APR by 12 and multiply by the balance.

For example, a balance of $3,000 at 24% APR:

- Monthly rate: 24% / 12 = 2%
- Interest for the month: $3,000 x 0.02 = $60

If your payment is $100, only about $40 reduces what you owe. The rest is the cost of borrowing. As the balance shrinks, the interest portion shrinks too, and more of each payment goes to principal. This is called **amortization**.

Strictly speaking, the APR on a loan can also include certain fees, which is why it may be slightly higher than the loan's stated interest rate. For estimating interest, the APR / 12 shortcut is close enough.

## How credit cards calculate interest

Credit cards usually work on a daily basis. The issuer converts the APR into a **daily periodic rate**, typically the APR divided by 365 (some issuers use 360). At 24% APR, the daily rate is about 0.0658%.

Most issuers apply that rate to your **average daily balance** for the billing cycle. Roughly:

- Add up your balance at the end of each day in the cycle
- Divide by the number of days to get the average daily balance
- Multiply by the daily periodic rate and by the number of days in the cycle

A $3,000 average daily balance at 24% APR over a 30-day cycle works out to about $3,000 x 0.000658 x 30, or roughly $59. Because interest is calculated daily, a payment made earlier in the cycle lowers your average balance and trims interest a little. Many cards also compound daily, which means yesterday's interest can become part of today's balance.

### The grace period

Most cards give you a **grace period** on new purchases: if you pay the full statement balance by the due date, you typically pay no interest on those purchases. Carry a balance past the due date and you usually lose the grace period, so new purchases start collecting interest right away; getting it back often takes a month or two of paying in full. Cash advances and balance transfers generally have no grace period at all.

## How minimum payments are set

Card issuers set the minimum payment with a formula described in your cardholder agreement. Common approaches include:

- A small percentage of the balance, often 1% to 3%, plus that month's interest and any fees
- A single percentage of the balance that already covers the interest
- A floor amount, such as $25 or $35, if it is greater than the formula result

These formulas are designed to keep the account current, not to get you out of debt quickly. Because the minimum shrinks as the balance shrinks, the payments get smaller and smaller and the payoff stretches out for years.

## Why paying only the minimum takes so long

Consider a $5,000 balance at 22% APR where the minimum is 1% of the balance plus interest, with a $35 floor, and no new charges. The first minimum is about $142, and roughly $92 of that is interest. If you pay only the minimum every month, it takes over **16 years** (197 payments) to reach zero, and you pay roughly **$7,700 in interest**, more than the original balance.

Now pay a fixed $200 every month instead. The same balance is gone in about **34 months**, with around **$1,750 in interest**. The difference comes entirely from paying more toward principal early, while the balance is large and interest is expensive.

Federal law requires credit card statements to include a **minimum payment warning** that shows how long payoff would take with minimum payments only, and what monthly payment would clear the balance in about three years. It is worth reading every month.

## Putting it to work

- Find the APR for each debt on your statement or in your online account
- Estimate monthly interest with balance x APR / 12 so you know what each debt costs you
- Pay more than the minimum whenever you can, even a small fixed amount
- When possible, pay a card's full statement balance to keep the grace period
- Use the DebtWise calculator to see how extra payments change your payoff date

## Key takeaways

- APR is an annual rate; divide it by 12 to estimate a month's interest on a loan
- Credit cards usually charge a daily periodic rate (APR / 365) on your average daily balance
- Minimum payments are often a small percentage plus interest, so they shrink with the balance and stretch payoff out for years
- A fixed payment above the minimum can cut both the time and the interest dramatically`,
  },
  {
    id: "avalanche-vs-snowball",
    title: "Avalanche vs. Snowball: Choosing a Payoff Order",
    category: "debt_management",
    difficulty: "beginner",
    estimatedReadTime: 4,
    tags: ["avalanche", "snowball", "payoff strategy", "interest"],
    content: `When you have several debts, a common question is where extra money should go first. Two well-known methods answer that question differently. Both start the same way: pay the minimum on every debt, every month, so nothing goes late. Then you send every extra dollar to one **target debt**. When the target is paid off, you roll its entire payment, minimum plus extra, into the next target. That rolling, growing payment is what makes both methods work.

## The debt avalanche

With the avalanche, you order debts from **highest interest rate to lowest**. Because you attack the most expensive debt first, the avalanche usually costs the least total interest, and it can finish sooner.

The trade-off: if your highest-rate debt also has a large balance, it may be many months before you see an account reach zero.

## The debt snowball

With the snowball, you order debts from **smallest balance to largest**, whatever the rate. Clearing small balances quickly gives you early wins and fewer accounts to juggle. Many people find that motivation helps them stick with the plan, and sticking with it matters more than any spreadsheet.

The trade-off: you may pay somewhat more interest, because a high-rate debt might have to wait its turn.

## A worked example

Imagine three debts and a total budget of **$400 per month** for debt payments:

- Store card: $600 balance, 15% APR, $25 minimum
- Credit card: $3,000 balance, 24% APR, $90 minimum
- Personal loan: $5,000 balance, 10% APR, $150 minimum

The minimums add up to $265, which leaves **$135 extra** each month. In the first month the interest charges are about $7.50 on the store card ($600 x 15% / 12), $60 on the credit card ($3,000 x 24% / 12) and $41.67 on the personal loan ($5,000 x 10% / 12).

### Snowball order: store card, credit card, personal loan

The extra $135 goes to the $600 store card, which is paid off in **month 4**. Its $25 minimum and the $135 extra, $160 in all, are then added to the credit card's $90 minimum, so the card gets $250 a month and is cleared in **month 18**. Finally the whole $400 goes to the personal loan, which is finished in **month 25**. Total interest paid: about **$1,368**.

### Avalanche order: credit card, store card, personal loan

The extra $135 goes to the 24% credit card, which is paid off in **month 16**. The store card follows in **month 17**, and the personal loan in **month 25**. Total interest paid: about **$1,311**.

### What the numbers tell us

Both plans are debt-free in 25 months. The avalanche saved roughly **$57** in interest, while the snowball delivered the first paid-off account a year earlier (month 4 instead of month 16). In this example the cost difference is small; with larger balances or a bigger gap between rates, the avalanche's savings can grow into hundreds or thousands of dollars.

These figures assume interest is charged monthly at APR / 12, one payment a month, no new charges and fixed minimum payments. Real statements will differ slightly.

## Which one fits you?

There is no universally right answer. Some ways to think about it:

- **The avalanche** suits people who are motivated by numbers and want to minimize total interest
- **The snowball** suits people who have struggled to stay on track before and want quick, visible progress
- **A hybrid** works too: knock out one or two tiny balances for momentum, then switch to highest rate first
- **Promotional rates** deserve attention: a 0% balance about to jump to a high rate may deserve priority

The best method is the one you will actually follow month after month. Both beat paying only the minimums, because both aim a growing payment at one debt at a time.

## Keep the plan going

- Avoid adding new balances to the cards you are paying down
- Automate minimum payments so nothing is ever late
- Celebrate each paid-off account, then roll its payment forward right away
- Revisit your order if a rate changes or you consolidate
- Use the DebtWise calculator to compare both methods with your own numbers

## Key takeaways

- Both methods pay the minimum on everything and roll freed-up payments into the next target
- The avalanche (highest rate first) usually saves the most interest
- The snowball (smallest balance first) delivers faster wins that can keep you motivated
- In many real situations the cost difference is modest; consistency matters most`,
  },
  {
    id: "credit-scores-explained",
    title: "Credit Scores Explained: The Five FICO Factors",
    category: "credit",
    difficulty: "beginner",
    estimatedReadTime: 4,
    tags: ["credit score", "FICO", "credit report", "payment history"],
    content: `Your credit score is a three-digit number that helps lenders estimate how likely you are to repay on time. It can affect whether you are approved for a loan or card and the interest rate you are offered, and it can also come up with insurance, apartment applications and utility deposits. The good news: the factors behind it are well known, and you can improve them.

## Credit reports vs. credit scores

- Your **credit report** is a record of your credit accounts and payment history, kept by the three nationwide credit bureaus: **Equifax, Experian and TransUnion**
- Your **credit score** is calculated from the information in one of those reports by a scoring model

Because each bureau may hold slightly different information, and because there are several scoring models and versions, you have many credit scores, not just one. The two main brands are **FICO** and **VantageScore**. Their common versions range from **300 to 850**, and higher is better.

## The five FICO factors

FICO publishes the general weight of each category for the population as a whole. Your own mix can differ depending on your credit history.

### Payment history: 35%

Have you paid on time? This is the biggest single factor. Late payments are generally reported once you are **30 days or more past due**, and they can stay on your report for up to seven years. Collections, charge-offs and bankruptcies also count here. Paying on time, every time, is the foundation of good credit.

### Amounts owed: 30%

This looks at how much you owe and especially at your **credit utilization**: your credit card balances compared with your credit limits. Using a small share of your available credit signals lower risk. The Credit Utilization article covers this in detail.

### Length of credit history: 15%

How long you have had credit, including the age of your oldest account, your newest account and the average age of all your accounts. You cannot rush this one, which is one reason to think twice before closing your oldest card.

### New credit: 10%

Opening several new accounts in a short time can signal risk. Applying for credit usually creates a **hard inquiry**, which may lower your score by a few points for a while. Hard inquiries can stay on your report for two years, but FICO scores only consider those from the last 12 months. When you shop for a mortgage, auto loan or student loan, several inquiries within a short window are usually counted as one, so comparing rates is not penalized heavily.

### Credit mix: 10%

Experience with different types of credit, such as **revolving** accounts (credit cards) and **installment** loans (auto, student and mortgage loans), can help slightly. It is rarely worth opening an account you do not need just to improve your mix.

## What does not count

Credit scores do not consider your income, job, savings, race, religion, national origin, sex, marital status or age. Checking your own credit is a **soft inquiry** and never hurts your score.

## What is a good score?

Cutoffs vary by lender, but on the 300 to 850 scale, FICO scores of roughly 670 and above are often considered good, and scores from about 740 up are often considered very good or better. A higher score can mean lower interest rates, which makes every debt cheaper to carry.

## How paying down debt helps

As you pay down credit cards, your utilization falls, which can lift your score fairly quickly. Staying current on every account builds payment history. Over time, your debt payoff plan and your credit score tend to improve together.

## Simple habits for better credit

- Pay every bill on time, and set up autopay for at least the minimum
- Keep credit card balances low compared with their limits
- Apply for new credit only when you need it
- Keep older accounts open when it makes sense
- Check your credit reports regularly for errors

## Key takeaways

- FICO weights: payment history 35%, amounts owed 30%, length of credit history 15%, new credit 10%, credit mix 10%
- On-time payments and low utilization are the two biggest levers you control
- You have many scores from different bureaus and models; common versions range from 300 to 850
- Checking your own credit does not hurt your score`,
  },
  {
    id: "avoiding-predatory-lending",
    title: "Spotting and Avoiding Predatory Loans",
    category: "debt_management",
    difficulty: "beginner",
    estimatedReadTime: 4,
    tags: ["payday loans", "title loans", "predatory lending", "alternatives"],
    content: `When money is tight and a bill is due, a fast loan with no credit check can look like a lifeline. Some of these products are built in a way that makes them very hard to escape, so it pays to know the warning signs and the alternatives before an emergency hits.

## Payday loans

A payday loan is a small, short-term loan, usually due on your next payday, typically two to four weeks away. You often give the lender a post-dated check or permission to withdraw the money from your bank account.

The cost is usually described as a fee, such as $15 for every $100 borrowed. That sounds small, but for a two-week loan it works out to an **APR of almost 400%** ($15 / $100 x 365 / 14 is about 391%). Credit card APRs, by comparison, are commonly somewhere in the 20s.

The bigger danger is the **rollover cycle**. If you cannot repay the full amount on payday, you may pay another fee to extend the loan, and then another. Many borrowers end up paying more in fees than they originally borrowed. The rules vary widely by state: some states cap rates or effectively ban payday lending, while others allow it.

## Auto title loans

A title loan uses your car as collateral. The lender holds your title, loans are often due in about a month, and the fee can be roughly **25% of the loan per month**, an APR of around 300%. If you cannot pay, you may be pushed to roll the loan over, or you can lose the car, which may also mean losing your way to work.

## Other products to approach with caution

- **Rent-to-own** stores, where weekly payments can add up to several times the retail price
- **Buy here, pay here** car lots that combine high rates with quick repossession
- **High-cost installment loans**, often sold online, with triple-digit APRs
- **Advance-fee loans**, where you must pay a fee before receiving the money; this is a common scam pattern
- **Buy now, pay later** plans can be fine when used carefully, but juggling several at once can lead to overdrafts and late fees

## Red flags

- "Guaranteed approval" or "no credit check" as the main selling point
- Pressure to sign today, or blank spaces left in documents
- Costs shown only as a fee, with the APR hard to find
- A request for access to your bank account, your car title or a post-dated check
- Repeated offers to "renew" or "roll over" the loan
- A lender that is not licensed in your state (your state's financial regulator can tell you)

Under the federal Truth in Lending Act, lenders must disclose the APR and the total finance charge before you sign. If you cannot find them, that is a good reason to walk away.

## Better options in a pinch

- **Credit unions**: many offer small-dollar loans, and federal credit unions can offer payday alternative loans with capped interest rates
- **Ask the company you owe**: utilities, hospitals and landlords often have payment plans or hardship programs
- **Employer programs**: some employers offer paycheck advances or emergency assistance
- **Local help**: calling 211 can connect you with assistance for rent, utilities and food in your area
- **Nonprofit credit counseling**: a counselor can review your budget and options for free or at low cost
- **A credit card cash advance** is expensive, but usually far cheaper than a loan at 400% APR
- **Military families**: the Military Lending Act generally caps the cost of many loans to active-duty service members and their dependents at 36% APR, and military relief societies offer emergency help

## Build a buffer

The best long-term protection is a small emergency fund. Even $300 to $500 set aside can cover many of the surprises that send people to payday lenders. The Emergency Fund article has ideas for getting started.

## Key takeaways

- Payday loans often carry APRs near 400%, and rollovers can trap borrowers in a cycle of fees
- Title loans put your car at risk, with APRs that can reach about 300%
- Always find the APR and the total cost before signing; lenders must disclose them
- Credit unions, payment plans, local assistance and a small emergency fund are safer options`,
  },
  {
    id: "investing-basics",
    title: "Getting Started With Investing: 401(k) Matches, IRAs and Index Funds",
    category: "investing",
    difficulty: "beginner",
    estimatedReadTime: 4,
    tags: ["investing", "401(k) match", "IRA", "index funds", "compound growth"],
    content: `Investing can feel like something only for people with a lot of money, but it is really for anyone with a long time horizon. The most powerful ingredient is not a large amount of money; it is time. This article covers the building blocks in plain language. It is general education, not a recommendation to buy any particular investment.

## Compound growth: why starting early matters

When your investments earn returns, and those returns go on to earn returns of their own, your money **compounds**. Over decades the effect is dramatic.

As a hypothetical illustration, suppose you invest $200 a month and earn an average of 7% a year, compounded monthly:

- After 20 years you would have contributed $48,000, and the account might be worth about $104,000
- After 30 years you would have contributed $72,000, and the account might be worth about $244,000

Ten extra years more than doubles the result, because growth builds on growth. Real returns are not guaranteed and vary from year to year; some years markets fall. But the principle holds: time in the market is your ally.

## The employer 401(k) match

Many employers offer a retirement plan such as a **401(k)** (or a **403(b)** at many nonprofits and schools). You contribute part of each paycheck, and many employers add a **matching contribution**.

For example, an employer might match 50% of what you contribute, up to 6% of your salary. On a $50,000 salary, contributing 6% ($3,000) would bring an extra $1,500 from your employer. That is an immediate 50% return on those dollars before any investment growth. Match formulas vary widely, so check your own plan documents.

Things to know:

- **Vesting**: some employer contributions become fully yours only after you have worked there for a certain time
- **Automatic enrollment**: some plans enroll you at a default rate; you can usually change it
- **Investment menu**: plans offer a list of funds, often including target-date funds and index funds
- **Early withdrawals**: taking money out before retirement age usually means taxes and often a penalty

Because the match is such a strong return, many people try to contribute at least enough to get the full match, even while paying off debt.

## Individual Retirement Accounts (IRAs)

An **IRA** is a retirement account you open yourself at a brokerage, bank or other financial institution. The two main types:

- **Traditional IRA**: contributions may be tax-deductible, and withdrawals in retirement are taxed
- **Roth IRA**: contributions are made with after-tax money, and qualified withdrawals in retirement are tax-free

Annual contribution limits and income rules are set by the IRS and usually change from year to year, so check the current figures on IRS.gov before contributing. The Traditional vs. Roth article goes deeper.

## Index funds and diversification

An **index fund** is a mutual fund or exchange-traded fund (ETF) that aims to track a market index, such as a broad index of US stocks. Instead of betting on a few companies, you own small pieces of hundreds or thousands of them.

Why many beginners start here:

- **Diversification**: one company's trouble has only a small effect on the whole
- **Low costs**: index funds often have low **expense ratios** (the yearly fee as a percentage of your investment), and fees compound too, in the wrong direction
- **Simplicity**: there is no need to pick individual stocks

**Target-date funds** go a step further: they hold a mix of stock and bond funds that automatically becomes more conservative as a chosen retirement year approaches.

## Risk and time horizon

All investments carry risk. Stocks have historically delivered higher long-term returns than bonds or cash, but with bigger swings along the way. Money you will need in the next few years, like your emergency fund, generally does not belong in stocks. Money for goals decades away has more time to ride out the ups and downs.

## Getting started

- Build a starter emergency fund so a surprise does not force you to sell investments
- If your employer offers a match, learn how to get the full amount
- Keep costs low and diversify broadly
- Automate contributions and resist reacting to market headlines
- If you want personalized guidance, consider a fee-only fiduciary adviser

## Key takeaways

- Compound growth rewards starting early, even with small amounts
- An employer 401(k) match is a powerful boost; check your plan's formula and vesting rules
- IRAs come in Traditional and Roth versions; limits change, so check the IRS each year
- Low-cost, diversified index funds are a common starting point, and no investment is risk-free`,
  },

  // ---------------------------------------------------------------------------------------------
  // Intermediate
  // ---------------------------------------------------------------------------------------------
  {
    id: "sinking-funds",
    title: "Sinking Funds: Planning for Expenses You Can See Coming",
    category: "savings",
    difficulty: "intermediate",
    estimatedReadTime: 4,
    tags: ["sinking funds", "budgeting", "irregular expenses", "savings"],
    content: `Some expenses are not emergencies at all; we just forget they are coming. Car registration, holiday gifts, annual subscriptions, back-to-school costs and the insurance premium due every six months all arrive on a schedule. When they land in a month with no room for them, they often end up on a credit card. A **sinking fund** solves this by setting aside a little each month for a specific, predictable expense.

## How a sinking fund works

The math is simple:

**Amount needed / months until due = monthly savings**

Some examples:

- Holiday gifts of $600 in 10 months: $600 / 10 = **$60 per month**
- A car insurance premium of $720 due every six months: $720 / 6 = **$120 per month**
- Annual car registration of $180: $180 / 12 = **$15 per month**
- Car maintenance and tires, estimated at $900 a year: $900 / 12 = **$75 per month**

When the bill arrives, the money is already waiting. No stress, no new debt.

## Sinking fund vs. emergency fund

- An **emergency fund** covers the unexpected: a job loss, a surprise medical bill, a major breakdown
- A **sinking fund** covers the expected: things you know will happen, even if the exact date or amount varies

Keeping them separate protects your emergency fund from being drained by predictable costs, so it is still there when a real emergency hits.

## Common sinking fund categories

- Car maintenance, repairs and registration
- Insurance premiums paid yearly or twice a year
- Holidays, birthdays and gifts
- Travel and vacations
- Home maintenance and repairs
- Medical and dental costs not covered by insurance, such as deductibles
- Pet care and vet visits
- Back-to-school costs and kids' activities
- Annual subscriptions and memberships
- Replacing a phone or laptop
- Taxes, if you are self-employed or expect to owe

## Setting them up step by step

- **List your irregular expenses**: go through last year's bank and card statements and note anything that is not monthly
- **Estimate the amount and timing** of each one
- **Calculate the monthly amount** with the formula above
- **Prioritize**: if the total is too much right now, start with the costs most likely to land on a card, such as car repairs and insurance
- **Automate transfers** on payday
- **Track balances** so you know how much is available for each goal

## Where to keep sinking funds

Sinking funds are short-term money, so they belong somewhere safe and accessible, such as a high-yield savings account. You have two main options:

- **Separate accounts or buckets**: many online banks let you open several savings accounts, or label sub-accounts within one
- **One account with a tracker**: keep all sinking funds together and track each category in a spreadsheet or budgeting app

Either works; choose the one you will actually keep up with.

## Catching up when a bill is close

If a bill is due soon and you are starting late, the monthly amount can look steep. You can save what you can and cover the rest from that month's budget, or ask the company about a payment plan. For insurance, check whether paying monthly costs extra. Paying yearly is sometimes cheaper, which is a good reason to build the fund for next year's bill.

## Adjust as you learn

Your first estimates will not be perfect. After a year, compare what you saved with what you actually spent in each category and adjust the monthly amounts. If a fund has money left over, you can roll it into next year, move it to another goal or put it toward your target debt.

## How sinking funds support your debt plan

Every irregular expense that goes on a credit card adds to the debt you are trying to pay off. Sinking funds break that cycle. Once they are in place, your budget becomes much more predictable, and predictable budgets are easier to stick to. They also make it easier to send a steady extra payment to your target debt every month.

## Key takeaways

- A sinking fund saves a set amount each month for a known future expense
- Divide the amount needed by the months until it is due to find your monthly target
- Keep sinking funds separate from your emergency fund
- Start with the expenses most likely to end up on a credit card`,
  },
  {
    id: "where-to-keep-your-savings",
    title: "Where to Keep Your Savings: High-Yield Accounts, CDs and More",
    category: "savings",
    difficulty: "intermediate",
    estimatedReadTime: 4,
    tags: ["high-yield savings", "APY", "CDs", "money market", "FDIC"],
    content: `Once you start building an emergency fund and sinking funds, a practical question comes up: where should that money live? Short-term savings should be **safe** and **accessible**, and ideally earn some interest along the way. Here is a look at the common options and how to compare them.

## Understanding APY

Savings products advertise an **annual percentage yield (APY)**. Unlike the APR on a loan, APY includes the effect of compounding, meaning interest earning interest during the year. When you compare accounts, compare APYs.

For example, $5,000 in an account paying 0.5% APY earns about $25 over a year, while the same money at 4% APY would earn about $200. Rates move with the broader interest rate environment, so treat these numbers as illustrations only.

Rates on savings accounts are usually **variable**: the bank can change them at any time.

## High-yield savings accounts

Offered by many online banks and some credit unions, **high-yield savings accounts** often pay several times the rate of a traditional savings account, partly because online banks have lower costs.

- Pros: easy access, often no minimum balance, deposit insurance
- Cons: rates can drop, and transfers to checking may take a day or two

For an emergency fund, this is often a good fit.

## Money market accounts

A **money market account** at a bank or credit union is an insured deposit account that may include check-writing or a debit card. Rates are often similar to high-yield savings, though some accounts require a higher minimum balance.

Do not confuse it with a **money market fund**, which is an investment held at a brokerage. Money market funds aim to keep a stable value and are generally considered low risk, but they are not FDIC insured.

## Certificates of deposit (CDs)

A **CD** pays a fixed rate for a set term, such as six months, one year or five years. In exchange, you agree to leave the money alone; withdrawing early usually triggers an **early withdrawal penalty**, often a few months of interest. Some banks offer no-penalty CDs with somewhat lower rates.

CDs can work well for sinking funds with known due dates. Some savers build a **CD ladder**, splitting money across CDs that mature at different times so part of it becomes available regularly. CDs are usually a poor fit for the core of an emergency fund, although some people keep part of a larger fund in short-term CDs.

## US Treasury securities

**Treasury bills** are short-term loans to the US government, bought through TreasuryDirect or a brokerage. Their interest is exempt from state and local income taxes. Held to maturity, they pay back their full face value; selling early through a brokerage is possible, but the price can vary.

**I bonds**, also sold by the Treasury, pay a rate tied partly to inflation. They cannot be cashed in during the first 12 months, and cashing them in before five years costs the last three months of interest. Both can suit some medium-term goals better than emergency money.

## Deposit insurance: your safety net

Deposits at FDIC-insured banks and NCUA-insured credit unions are protected up to **$250,000 per depositor, per institution, per ownership category**. Some finance apps hold your money at partner banks; read the fine print to see how your money is actually held and insured.

## What about checking?

Keeping a buffer in checking helps you avoid overdraft fees, but large balances there usually earn little or nothing. Money sitting in checking is also easier to spend by accident.

## Matching the account to the goal

- **Emergency fund**: high-yield savings or a money market account
- **Sinking funds due within a year**: high-yield savings, or short-term CDs timed to the due date
- **Goals one to five years away**: CDs, a CD ladder or Treasury securities may fit
- **Long-term goals like retirement**: this is where investing comes in (see the investing articles)

When you shop, compare the APY, minimum balance, monthly fees, how fast transfers reach your checking account, and whether the rate is only an introductory offer.

## Key takeaways

- Compare savings products by APY, and remember most savings rates are variable
- High-yield savings accounts are a common home for emergency funds
- CDs offer a fixed rate for a set term, with penalties for early withdrawal
- Stay within FDIC or NCUA insurance limits and confirm how app-based accounts are insured`,
  },
  {
    id: "credit-utilization-explained",
    title: "Credit Utilization: The Fastest-Moving Part of Your Score",
    category: "credit",
    difficulty: "intermediate",
    estimatedReadTime: 4,
    tags: ["credit utilization", "credit score", "credit cards", "credit limits"],
    content: `Credit utilization is the share of your available revolving credit that you are using. It is a major part of the "amounts owed" category, which makes up about 30% of a FICO score, and unlike payment history it can change from one month to the next. For people paying down credit card debt, that is good news: progress can show up in your score fairly quickly.

## How utilization is calculated

**Utilization = card balances / credit limits x 100**

Scoring models look at two versions:

- **Overall utilization**: the total of your card balances divided by the total of your limits
- **Per-card utilization**: the same ratio on each individual card

### Example

- Card A: $900 balance, $1,000 limit (90%)
- Card B: $300 balance, $5,000 limit (6%)
- Card C: $0 balance, $4,000 limit (0%)

Overall: $1,200 / $10,000 = **12%**. That is fairly low overall, but Card A is nearly maxed out, which can also weigh on your score. Paying down Card A could help even though the overall number looks modest.

Utilization mainly applies to revolving credit such as credit cards and lines of credit. Installment loans, such as auto loans, count toward amounts owed in a different way.

## What is a good utilization rate?

There is no magic number, but common guidance includes:

- **Below 30%** is a widely used guideline
- **Below 10%** is typical of people with very high scores
- **0% on every card** can be slightly less helpful than a small balance on one card, because it shows no recent use; this effect is minor compared with high balances

Lower is generally better. Going from 80% to 30% usually matters far more than going from 10% to 5%.

## Timing: the statement balance matters

Card issuers usually report your balance to the bureaus around your **statement closing date**, not your payment due date. So even if you pay in full every month, a large statement balance can show up as high utilization.

If you are about to apply for a mortgage or car loan, you can lower the reported figure by **paying down the balance before the statement closes**. Some people make a mid-cycle payment for exactly this reason.

## A short memory, mostly

In many widely used scoring models, utilization is based on the most recently reported balances, so once lower balances are reported your score can recover. Some newer models also look at **trends** in your balances over time and favor people who are steadily paying down debt. Either way, reducing balances helps.

## Ways to lower utilization

- **Pay down balances**: the most direct route, and exactly what your payoff plan does
- **Pay more than once a month** to keep reported balances low
- **Ask for a credit limit increase** on an account in good standing; ask whether it involves a hard inquiry, and only do this if you will not spend more
- **Keep old cards open**: closing a card removes its limit from your total, which can push utilization up
- **Avoid maxing out any single card**, even if your overall ratio is low

## Closing cards: think it through

Closing a card with a $0 balance reduces your available credit. In the example above, closing Card C would drop total limits from $10,000 to $6,000 and raise overall utilization from 12% to 20%. If a card has no annual fee, keeping it open and using it occasionally for a small purchase you pay off right away can make sense; issuers sometimes close cards that sit unused. If it has a fee you do not want to pay, ask whether the issuer can switch you to a no-fee card.

## Consolidation and utilization

Moving credit card debt to a personal loan turns revolving debt into installment debt, which can lower utilization. Opening a balance transfer card adds a credit limit, but also a hard inquiry and a new account. Each has trade-offs; the Debt Consolidation article covers them.

## Key takeaways

- Utilization is card balances divided by credit limits, measured overall and per card
- Below 30% is a common guideline, and lower is generally better
- Balances are usually reported at the statement closing date, so paying before it can lower reported utilization
- Closing cards can raise utilization; paying down balances is the most reliable fix`,
  },
  {
    id: "protecting-your-credit",
    title: "Protecting Your Credit: Free Reports, Freezes and Fraud Alerts",
    category: "credit",
    difficulty: "intermediate",
    estimatedReadTime: 4,
    tags: ["credit freeze", "identity theft", "credit report", "fraud alert"],
    content: `Your credit history is valuable, which makes it a target for identity thieves. Someone who opens accounts in your name can damage your credit and leave you with months of cleanup. The good news is that the strongest protections are free and take only minutes to set up.

## Check your credit reports regularly

Federal law gives you the right to free credit reports from each of the three nationwide bureaus: **Equifax, Experian and TransUnion**. Through the official site, **AnnualCreditReport.com**, you can get free reports from each bureau **every week**. It is the official source for these free reports; watch out for look-alike sites that try to sell you something.

When you review your reports, look for:

- Accounts you did not open
- Inquiries from lenders you never applied with
- Incorrect balances, credit limits or late payments
- Addresses or names you have never used
- Paid or settled debts still shown as unpaid

Free credit reports usually do not include a score. Many banks and card issuers show a free score, and checking it does not hurt your credit.

## Credit freezes

A **credit freeze**, also called a security freeze, restricts access to your credit report, which makes it much harder for anyone to open new credit in your name. Key facts:

- It is **free** under federal law to place and to lift a freeze
- You must contact **each bureau separately**: Equifax, Experian and TransUnion
- A freeze **does not affect your credit score** and does not stop you from using your existing cards
- You can **temporarily lift** it when you apply for credit; requests made online or by phone are generally handled within an hour
- Your existing creditors, and some others such as debt collectors and government agencies, can still see your report

Keep the PIN, password or account login for each bureau somewhere safe. Parents and guardians can also freeze the credit of children under 16 to protect it until they need it.

Many people keep their credit frozen all the time and lift the freeze only when they apply for a loan, a card, an apartment or some jobs.

## Fraud alerts

A **fraud alert** tells lenders to take extra steps to verify your identity before opening new credit. It is free, and you only need to contact **one** bureau, which must notify the other two.

- An **initial fraud alert** lasts one year and is available if you believe you are at risk of identity theft
- An **extended fraud alert** lasts seven years and is for identity theft victims who have filed a report, such as one made through IdentityTheft.gov
- Service members can place an **active duty alert** while deployed

A fraud alert is less restrictive than a freeze: lenders can still see your report, but they should confirm it is really you.

## If your identity is stolen

- Go to **IdentityTheft.gov**, run by the Federal Trade Commission, to report it and get a personalized recovery plan
- Place a fraud alert or a freeze with the bureaus
- Contact the fraud departments of the companies where accounts were opened or misused
- Dispute fraudulent entries with the credit bureaus
- Change passwords and turn on two-factor authentication for financial accounts

## Disputing errors

If you find a mistake, you can dispute it with the credit bureau that reports it and with the company that supplied the information. Explain the error clearly and include copies of supporting documents. The bureau generally must investigate within about 30 days and correct or delete information that cannot be verified. Keep records of everything you send and receive.

## Everyday habits

- Shred documents that show account numbers or your Social Security number
- Be skeptical of calls, texts or emails asking for personal information, even if they appear to come from your bank
- Use strong, unique passwords and two-factor authentication
- Turn on account alerts for transactions and balance changes
- Review bank and card statements every month
- If you want fewer prescreened credit offers, you can opt out through OptOutPrescreen.com, the official opt-out site

## Key takeaways

- Get free weekly credit reports from all three bureaus at AnnualCreditReport.com
- A credit freeze is free, does not affect your score, and must be placed with Equifax, Experian and TransUnion separately
- A fraud alert needs just one bureau and tells lenders to verify your identity
- If identity theft happens, IdentityTheft.gov offers a step-by-step recovery plan`,
  },
  {
    id: "debt-consolidation-and-balance-transfers",
    title: "Debt Consolidation and Balance Transfers",
    category: "debt_management",
    difficulty: "intermediate",
    estimatedReadTime: 5,
    tags: ["consolidation", "balance transfers", "personal loans", "debt management plans"],
    content: `Debt consolidation means combining several debts into one, ideally at a lower interest rate. Done well, it can cut interest and simplify your month. Done poorly, it can cost more, or leave you with the old debts plus a new one. Here is how the main options work.

## Why people consolidate

- **Lower interest**: moving balances from 25% cards to a 12% loan means more of each payment goes to principal
- **One payment**: fewer due dates to track
- **A fixed end date**: installment loans have a set payoff schedule, unlike credit cards

Consolidation does not reduce what you owe; it changes the terms. It works best when you also stop adding new debt.

## Balance transfer credit cards

A balance transfer card lets you move existing credit card debt to a new card with a **promotional APR**, often 0%, for a limited time. Promotional periods commonly last somewhere around 12 to 21 months.

Things to check:

- **Transfer fee**: usually 3% to 5% of the amount moved, added to your balance. Moving $6,000 with a 3% fee costs $180; at 5% it costs $300
- **Promo length and the rate afterward**: whatever is left when the promotion ends starts accruing interest at the regular APR
- **Credit limit**: you may be approved for less than you hoped to move
- **Same issuer**: you usually cannot transfer a balance between two cards from the same bank
- **Late payments**: a missed payment can cost you the promotional rate
- **New purchases**: they may be charged a different rate, so many people use the new card for the transfer only

### A quick example

Suppose you owe $6,000 at 24% APR, which costs about $120 a month in interest. You transfer it to a card with 0% for 18 months and a 3% fee, so your new balance is $6,180. To clear it before the promotion ends, divide by 18: about **$344 per month**, rounding up. Every one of those dollars reduces principal. If you pay only the minimum, though, much of the balance may still be there when the regular rate kicks in.

Watch for **deferred interest** offers, common with store cards and medical financing. If you do not pay in full by the deadline, interest can be charged all the way back to the original purchase date. "No interest if paid in full" is not the same as "0% APR".

## Debt consolidation loans

A personal loan from a bank, credit union or online lender pays off your other debts, leaving one fixed payment. Compare:

- The **APR**, which includes certain fees, such as origination fees that may be taken out of the loan amount
- The **term**: a longer term lowers the payment but can increase the total interest
- The **total cost**: multiply the payment by the number of months and compare it with your current path

Credit unions often have competitive rates, especially for members.

## Secured options carry more risk

Home equity loans and lines of credit may offer lower rates because your home is the collateral. But turning unsecured credit card debt into debt secured by your house means your home could be at risk if you fall behind.

Borrowing from a 401(k) avoids a credit check but can slow your retirement savings, and if you leave your job, the unpaid balance may need to be repaid quickly or be treated as a taxable distribution. Both options deserve careful thought.

## Debt management plans

A nonprofit credit counseling agency can set up a **debt management plan (DMP)**. You make one monthly payment to the agency, which pays your creditors, often at reduced interest rates the creditors have agreed to. Plans typically run three to five years, there may be a modest monthly fee, and the enrolled credit cards are usually closed. Look for agencies affiliated with national nonprofit associations, and be wary of anyone charging large upfront fees.

## Effects on your credit

- Applying for a new card or loan adds a **hard inquiry**, usually a small, temporary dip
- Moving card balances to an installment loan can lower your **credit utilization**, which may help your score
- Closing the old cards can raise utilization and shorten your credit history; many people keep them open with zero balances (watch for annual fees)

## Is it a good fit?

Consolidation tends to work best when your credit qualifies you for a meaningfully lower rate, the new payment fits your budget, and you have a plan to avoid rebuilding the old balances. If the payment is a stretch, or the cause of the debt has not changed, consolidation may only delay the problem.

## Key takeaways

- Consolidation changes your interest rate and terms; it does not reduce what you owe
- Balance transfer fees are typically 3% to 5%, and promotional periods commonly run about 12 to 21 months
- Divide the transferred balance by the promotional months to find the payment that clears it in time
- Be cautious about turning unsecured debt into debt secured by your home or your retirement savings`,
  },
  {
    id: "negotiating-with-creditors",
    title: "Negotiating With Creditors: Hardship Plans and Settlements",
    category: "debt_management",
    difficulty: "intermediate",
    estimatedReadTime: 5,
    tags: ["negotiation", "hardship plans", "debt settlement", "Form 1099-C"],
    content: `Many people do not realize that the terms of a debt can often be negotiated, especially during a real hardship. Creditors generally prefer getting paid something over sending an account to collections. Knowing what to ask for, and what it may cost you, helps you negotiate with confidence.

## Before you call

- **Gather the facts**: balances, interest rates, minimum payments, account status and recent statements
- **Know your numbers**: build a realistic budget and decide what you can truly afford each month, or as a lump sum
- **Prepare your story**: a short, honest explanation of the hardship (job loss, medical bills, reduced hours, divorce) and whether it is temporary or long-term
- **Take notes**: the date, time, representative's name and what was said on every call

## Option 1: Ask for a lower rate

If you are current and have a good history with the creditor, simply calling to ask for a lower APR sometimes works. Mention how long you have been a customer and any better offers you have received. The worst they can say is no.

## Option 2: Hardship programs

Many card issuers and lenders have **hardship programs** for customers going through a rough patch. Depending on the creditor, these may offer:

- A temporarily **reduced interest rate** or waived fees
- **Lower monthly payments** for a set period, such as 6 to 12 months
- **Forbearance**, a short pause or reduction in payments (interest may still build up)
- A longer-term **repayment plan** on a closed account

Ask directly: "Do you have a hardship program?" Representatives may not mention one unless you ask. Expect that the card may be frozen or closed while you are in the program, and ask how the arrangement will be reported to the credit bureaus.

## Option 3: Debt settlement

A **settlement** is an agreement to accept less than the full balance, usually as a lump sum or a few installments. Creditors tend to be more open to settlement once an account is seriously past due or has been charged off, and collection agencies that bought a debt may also accept less. There is no standard percentage; results vary widely.

Settlement can save a lot of money, but it comes with consequences.

### The tax consequence

Forgiven debt is generally treated as **taxable income** by the IRS. If a creditor cancels **$600 or more**, it may send you and the IRS a **Form 1099-C (Cancellation of Debt)**. For example, if you settle a $5,000 balance for $2,000, the $3,000 forgiven may need to be reported as income. There are exceptions, most notably if you were **insolvent** (your debts were greater than your assets) right before the cancellation. Even if no form arrives, the income may still be reportable, so a tax professional can help you work out what applies to you.

### The credit report consequence

A settled account is usually reported as "settled for less than the full balance" or similar, which is viewed as negative. Together with the late payments that often come before a settlement, the impact can be significant. The negative history can generally stay on your reports for up to seven years from the original delinquency, and its effect fades over time as you build a record of on-time payments.

## Get everything in writing

Before you send money under any new agreement:

- Get the **terms in writing**: the amount, the due dates and, for a settlement, a statement that the payment resolves the debt in full
- Confirm how the account will be **reported** to the credit bureaus
- Pay with a method you control, such as a one-time payment or a cashier's check, rather than giving ongoing access to your bank account
- Keep copies of letters, confirmation numbers and proof of payment
- Send important letters by **certified mail** with a return receipt

## Be careful with debt settlement companies

Some companies offer to negotiate for you. They often tell you to stop paying your creditors and save into an account instead, which can lead to late fees, collections and even lawsuits while you wait. For services sold over the phone, federal rules generally ban charging fees before a debt is actually settled. Anything they can ask for, you can usually ask for yourself at no cost. A **nonprofit credit counselor** is another place to explore your options.

## Using DebtWise

The Negotiation Center can help you draft a hardship, settlement or payment plan letter from your debt details. Read every letter carefully and adjust it to your situation before you send it.

## Key takeaways

- Ask directly about hardship programs; they can lower rates or payments for a while
- Settlements can reduce what you owe, but they usually hurt your credit reports
- Forgiven debt of $600 or more may bring a Form 1099-C, and canceled debt is generally taxable unless an exception applies
- Get every agreement in writing before you pay, and never give a creditor or collector open access to your bank account`,
  },
  {
    id: "debt-collection-rights-fdcpa",
    title: "Your Rights With Debt Collectors (FDCPA)",
    category: "debt_management",
    difficulty: "intermediate",
    estimatedReadTime: 5,
    tags: ["FDCPA", "debt collectors", "consumer rights", "CFPB"],
    content: `Hearing from a debt collector can be stressful, but you have significant legal protections. The federal **Fair Debt Collection Practices Act (FDCPA)**, together with the Consumer Financial Protection Bureau's rule that carries it out (often called Regulation F), sets clear limits on what collectors can do. Knowing your rights lets you respond calmly and on your own terms.

## Who the law covers

The FDCPA applies to **third-party debt collectors**: collection agencies, companies that buy old debts (debt buyers) and attorneys who regularly collect debts. It covers personal, family and household debts such as credit cards, medical bills, car loans and student loans, but not business debts.

It usually does **not** cover an **original creditor** collecting its own debt, such as your card issuer calling about a late payment. However, many states have their own collection laws that can reach original creditors too, and other consumer protection laws still apply.

## The validation notice

A collector must give you key information about the debt, either in its first communication or within five days after it. This **validation notice** includes:

- The name of the creditor and the amount owed, with an itemization of interest, fees, payments and credits since a specific date
- How to dispute the debt, and the deadline for doing so
- How to request the name and address of the original creditor

## Your right to dispute within 30 days

You have a **validation period**, generally 30 days after you receive the notice, to dispute all or part of the debt. If you dispute **in writing** within that window, the collector must **stop collecting** until it sends you verification of the debt, such as a copy of a bill or a judgment.

Reasons to dispute include not recognizing the debt, a wrong amount, a debt you already paid, or a debt that is not yours, which can be a sign of identity theft. Keep a copy of your letter and send it in a way you can track, such as certified mail. You can still dispute after 30 days, but the collector is not required to pause collection.

## Telling a collector to stop contacting you

You can send a written request asking a collector to **stop communicating** with you. After receiving it, the collector generally may contact you only to confirm it is stopping or to tell you about a specific action, such as filing a lawsuit. You can also ask them to stop using a particular channel, such as calls to your workplace, or to avoid certain times.

Keep in mind that this does not erase the debt. The creditor or collector may still report it or pursue it in court.

## Limits on calls and contact

- **Time of day**: collectors generally cannot contact you before **8 a.m. or after 9 p.m.** your local time, or at any other time they know is inconvenient for you
- **Workplace**: they cannot contact you at work if they know your employer does not allow it
- **Frequency**: under Regulation F, calling more than seven times within seven days about a particular debt is presumed to be harassment
- **Other people**: they generally cannot discuss your debt with family, friends, neighbors or your employer, and may contact others only to find your contact information
- **Your lawyer**: if they know you have an attorney for the debt, they generally must contact the attorney instead

## Prohibited behavior

Collectors cannot **harass, abuse or deceive** you. Examples include:

- Threatening violence, or threatening arrest or jail for not paying
- Using obscene or profane language
- Falsely claiming to be an attorney or a government official
- Misstating how much you owe
- Threatening a lawsuit they do not intend to file, or suing or threatening to sue on a debt that is past the statute of limitations
- Adding fees that your agreement or the law does not allow

## If a collector crosses the line

- Write down what happened: the date, time, name and what was said; save voicemails and letters
- File a complaint with the **Consumer Financial Protection Bureau (CFPB)** at consumerfinance.gov or by phone
- You can also contact the Federal Trade Commission and your **state attorney general**
- You may have the right to sue a collector that breaks the law; the FDCPA lets consumers who win recover damages and attorney's fees, so a consumer attorney can tell you whether you have a case

## If you are sued

Never ignore a court summons, even if you believe the debt is not yours. If you do not respond by the deadline, the court may enter a **default judgment**, which can lead to wage garnishment or a bank levy. Respond on time, and look for free legal aid in your area.

## Key takeaways

- The FDCPA covers third-party debt collectors, not usually the original creditor
- Dispute in writing within the validation period, generally 30 days, to pause collection until the debt is verified
- You can ask a collector in writing to stop contacting you, and calls before 8 a.m. or after 9 p.m. are generally off limits
- Harassment and deception are illegal; report problems to the CFPB and your state attorney general`,
  },
  {
    id: "student-loans-basics",
    title: "Student Loans: Federal vs. Private and Your Repayment Options",
    category: "debt_management",
    difficulty: "intermediate",
    estimatedReadTime: 5,
    tags: ["student loans", "federal loans", "income-driven repayment", "refinancing"],
    content: `Student loans are one of the most common debts in the US, and one of the most confusing. The single most important thing to know is what type of loans you have, because federal and private student loans follow very different rules.

## Find out what you owe

- **Federal loans** appear in your account on the official Federal Student Aid website, studentaid.gov, which lists each loan's type, balance, interest rate and servicer
- **Private loans** do not appear there; your credit report, free at AnnualCreditReport.com, can help you find lenders you may have forgotten

Your **loan servicer** is the company that sends bills and handles repayment plans. Servicers sometimes change, so keep your contact information up to date.

## Federal student loans

Federal loans are made by the US Department of Education. Common types include Direct Subsidized, Direct Unsubsidized and PLUS loans. Key features:

- **Fixed interest rates**, set by law for each school year's new loans
- **Several repayment plans**, including plans that tie your payment to your income
- **Deferment and forbearance** options that pause payments in certain situations, although interest may keep growing on some loans
- **Forgiveness programs** for certain borrowers, such as some public service workers, with strict requirements
- **Discharge** in specific circumstances, such as total and permanent disability

## Private student loans

Private loans come from banks, credit unions and online lenders. They often:

- Require a credit check, and frequently a **cosigner**
- Offer fixed or **variable** rates, and variable rates can rise over time
- Have fewer hardship options, set by each lender
- Rarely offer income-based payments or forgiveness

If someone cosigned your loan, they are fully responsible for it if you do not pay, and late payments appear on their credit too. Some lenders offer a **cosigner release** after a record of on-time payments.

## Income-driven repayment, in general terms

Federal **income-driven repayment (IDR)** plans calculate your monthly payment from your income and family size rather than from your balance alone. For borrowers whose balances are high compared with their income, this can make payments much more manageable, and in some cases very low. Depending on the plan, a balance remaining after many years of qualifying payments may be forgiven, and forgiven amounts may have tax consequences.

The names, formulas and availability of these plans have **changed several times in recent years** through new laws, regulations and court decisions, and more changes are possible. Before choosing, check the current options on studentaid.gov or with your servicer, and try the official Loan Simulator there. Plans like these generally require you to update your income information regularly, often every year.

## Refinancing: think before you switch

Refinancing federal loans into a private loan might get you a lower rate, but it is **permanent**: you give up federal protections such as income-driven plans, federal forgiveness programs and federal deferment options. Refinancing private loans into a new private loan carries less of this risk and can save money if your credit has improved.

A federal **Direct Consolidation Loan** is different: it combines federal loans into a single federal loan. It can simplify payments and make some older loan types eligible for certain programs, but the new rate is a weighted average of the old rates, rounded up slightly, so it usually does not lower your interest. In some situations it can also affect progress toward forgiveness, so check before you consolidate.

## What happens if you fall behind

Missed payments on any loan can hurt your credit. For federal loans, prolonged non-payment leads to **default**, and the government can then collect without going to court, for example by withholding tax refunds and garnishing wages. There are ways out of default, such as loan rehabilitation or consolidation, but it is far easier to act early. If you are struggling, contact your servicer before you miss a payment and ask about income-driven plans or temporary relief.

Student loans are also much harder to discharge in bankruptcy than most debts, though it is not impossible.

## Where student loans fit in your payoff plan

- Federal loans often have lower rates than credit cards, so they may come later in an avalanche plan
- Extra payments should go toward principal; ask your servicer to apply them that way if needed
- If you are working toward a forgiveness program, paying extra may not help you; learn the rules first
- Interest paid on qualifying student loans may be tax-deductible up to a limit, subject to income rules

## Key takeaways

- Federal loans (listed on studentaid.gov) come with protections that private loans usually lack
- Income-driven plans base payments on income and family size, and the plan details change, so check the current options
- Refinancing federal loans into a private loan permanently gives up federal benefits
- Contact your servicer early if you are struggling; federal default has serious consequences`,
  },
  {
    id: "risk-diversification-time-horizon",
    title: "Risk, Diversification and Time Horizon",
    category: "investing",
    difficulty: "intermediate",
    estimatedReadTime: 4,
    tags: ["risk", "diversification", "asset allocation", "time horizon"],
    content: `Every investment involves a trade-off between potential return and risk. Understanding that trade-off, and how your timeline changes it, helps you build a plan you can stick with when markets get bumpy. As always, this is general education rather than advice about any specific investment.

## What risk really means

In investing, risk usually means uncertainty: the chance that an investment's value swings, falls or does not grow as hoped. Some key types:

- **Market risk**: the whole market falls, as it does from time to time
- **Company risk**: a single business struggles or fails
- **Inflation risk**: your money grows more slowly than prices and loses buying power; this is the main risk of keeping long-term money in cash
- **Interest rate risk**: bond prices tend to fall when interest rates rise
- **Behavior risk**: selling in a panic after a drop and locking in losses, often the most damaging risk of all

## The main asset classes

- **Stocks** (equities): ownership in companies. Historically they have delivered the highest long-term growth of the three, with the largest short-term swings; declines of 20% or more have happened many times
- **Bonds** (fixed income): loans to governments or companies that pay interest. Typically steadier than stocks, with lower expected returns
- **Cash and equivalents**: savings accounts, money market funds and short-term Treasuries. Very stable, but they may barely keep up with inflation

Your **asset allocation**, the mix of these, drives most of your portfolio's ups and downs.

## Diversification

Diversification means spreading money across many investments so no single one can sink you. You can diversify:

- **Within an asset class**: owning many companies instead of a few, for example through broad index funds
- **Across asset classes**: combining stocks, bonds and cash
- **Across regions**: US and international markets
- **Across time**: investing regularly rather than all at once

Diversification does not guarantee a profit or prevent losses in a broad downturn, but it reduces the chance that one company or industry wipes out your progress. A common mistake is holding a large share of your savings in a single stock, including your employer's.

## Time horizon

Your **time horizon** is how long until you need the money, and it is one of the most important factors in deciding how much risk to take.

- **Less than about 3 years**: stability matters most; savings accounts, CDs or short-term Treasuries are common choices
- **About 3 to 10 years**: a balanced mix may make sense, depending on how flexible the goal is
- **10 years or more**: there is more time to recover from downturns, so many investors hold a larger share in stocks

These ranges are rough guides, not rules. You can have several goals with different horizons, each with its own mix.

## Risk tolerance and risk capacity

- **Risk tolerance** is emotional: how would you feel, and what would you do, if your portfolio dropped 30%?
- **Risk capacity** is financial: could you afford that drop without changing your life plans?

A good plan respects both. An allocation that looks ideal on paper does not help if you abandon it during a downturn.

## Rebalancing

Over time, some investments grow faster than others and your mix drifts. **Rebalancing** means bringing it back to your target now and then, for example once a year or whenever an allocation drifts by more than a set amount. It is a disciplined way to trim what has risen and add to what has fallen without trying to predict the market. Target-date and balanced funds rebalance automatically.

## Dollar-cost averaging

Investing a fixed amount on a regular schedule, as many people do through payroll retirement contributions, is called **dollar-cost averaging**. You automatically buy more shares when prices are low and fewer when they are high, and you avoid the stress of trying to time the market.

## Fees matter

Costs are one of the few things you control. A one-point difference in yearly costs sounds small, but it adds up. As a hypothetical example, $10,000 growing at 7% a year for 30 years becomes about $76,000; at 6% it becomes about $57,000. Compare expense ratios and advisory fees before you invest.

## Key takeaways

- Risk includes market swings, inflation and your own reactions, not only losing money
- Diversifying across companies, asset classes and regions softens the impact of any single loss
- Longer time horizons can usually handle more stock market risk; short-term money belongs somewhere stable
- Rebalancing, regular investing and low fees help you stay on plan`,
  },

  // ---------------------------------------------------------------------------------------------
  // Advanced
  // ---------------------------------------------------------------------------------------------
  {
    id: "paying-off-debt-vs-investing",
    title: "Should You Pay Off Debt or Invest?",
    category: "investing",
    difficulty: "advanced",
    estimatedReadTime: 5,
    tags: ["debt vs. investing", "401(k) match", "interest rates", "priorities"],
    content: `If you have extra money each month, should it go toward debt or into investments? It is one of the most common money questions, and the answer depends on interest rates, risk, taxes and how you feel about owing money. Here is a framework for thinking it through. It is general education; your own situation may call for a different balance.

## Paying off debt is a guaranteed return

Every dollar you put toward a debt saves you that debt's interest rate. Paying down a credit card that charges 24% is like earning a **guaranteed, risk-free 24% return**, and since avoided interest is not taxed, that return is effectively after tax. No mainstream investment reliably offers that.

Investing, by contrast, offers a **potential** return. Broad stock market investments have historically averaged higher returns than cash over long periods, but with no guarantee and with losing years along the way. Future returns may be higher or lower than the past.

So the comparison is a **certain** return, the debt's interest rate, against an **uncertain** expected return from investing.

## Rules of thumb by interest rate

These are common guidelines, not rules:

- **High-interest debt (roughly 8% to 10% and above)**: credit cards, payday loans and many personal loans. Paying these off usually wins, because few investments reliably beat those rates
- **Moderate-interest debt (roughly 5% to 8%)**: a genuine toss-up, and many people split extra money between the two
- **Low-interest debt (below roughly 4% to 5%)**: some mortgages, car loans and student loans. Expected long-term investment returns may be higher than the rate, so many people pay these on schedule and invest the difference

The lines shift with the overall interest rate environment. If a high-yield savings account pays more than a debt's interest rate, paying that debt early has less financial benefit.

## The big exception: the employer match

An employer 401(k) match is often an immediate 50% or 100% return on the money you contribute, up to the match limit. That is why many people contribute enough to get the full match even while paying off high-interest debt. Skipping the match is a bit like turning down part of your pay.

## A commonly used order of priorities

Here is one sequence many financial educators describe. Your circumstances may call for changes:

- Pay the minimum on every debt, always on time
- Build a **starter emergency fund** of about $1,000 or one month of expenses
- Contribute enough to get the **full employer match**
- Pay off **high-interest debt** aggressively, using the avalanche or snowball method
- Build a **full emergency fund** of three to six months of essential expenses
- Increase **retirement saving**; a commonly cited target is around 15% of income, including any match
- Then choose between extra payments on **low-interest debt** and more investing

## Factors beyond the numbers

- **Taxes**: interest on some debts may be deductible, such as some student loan interest or mortgage interest for people who itemize, which lowers its effective cost a little. Retirement contributions may also reduce your taxes
- **Liquidity**: money sent to a debt is gone, while money in an account can be reached, although retirement accounts have restrictions. If your income is unstable, flexibility matters
- **Time horizon**: money needed within a few years should not be in volatile investments, so the real comparison there is debt payoff against a savings account
- **Variable rates**: debts with variable rates could become more expensive, which strengthens the case for paying them down
- **Peace of mind**: being debt-free reduces stress and frees up monthly cash flow. If debt keeps you up at night, prioritizing it is a reasonable choice even when a spreadsheet leans the other way
- **Habit and time**: years spent not investing cannot be recovered, so some people invest a small amount while paying off debt just to keep the habit going

## Two people, two reasonable choices

Maria has a $4,000 credit card balance at 22% APR and $300 extra each month. Putting the $300 on the card earns her 22% with certainty. Once the card is gone, she redirects the whole payment into her retirement account.

James has a 4% car loan and the same $300 extra. Paying it early would save 4%. He keeps making his regular car payment, gets his full employer match, and invests the extra in a diversified fund, accepting market risk for a potentially higher long-term return.

Both are making sensible decisions for their situations.

## Key takeaways

- Paying off debt earns a guaranteed return equal to its interest rate; investing offers potential but uncertain returns
- High-interest debt usually comes first, but capturing an employer match at the same time is often worth it
- For low-interest debt, investing the difference can make sense once your emergency fund is solid
- Taxes, liquidity, risk and peace of mind all belong in the decision`,
  },
  {
    id: "traditional-vs-roth-accounts",
    title: "Traditional vs. Roth Retirement Accounts",
    category: "investing",
    difficulty: "advanced",
    estimatedReadTime: 5,
    tags: ["Roth", "traditional IRA", "401(k)", "taxes", "retirement"],
    content: `Retirement accounts come with tax advantages, and many come in two versions: **Traditional** and **Roth**. The difference is about when you pay tax. Choosing well can make a meaningful difference over decades, but there is no single right answer. This article explains the trade-offs in general terms. Tax rules are complex and change over time, so confirm details with IRS publications or a tax professional.

## The core difference

- **Traditional** (pre-tax): contributions may reduce your taxable income now. The money grows tax-deferred, and withdrawals in retirement are taxed as ordinary income
- **Roth** (after-tax): you contribute money you have already paid tax on, with no deduction now. The money grows tax-free, and qualified withdrawals in retirement are tax-free

Both versions exist for IRAs, and many employer plans such as 401(k)s also offer a Roth option.

## A simple way to think about it

The central question is whether your tax rate is likely to be **higher now or later**.

- If you expect to be in a **lower tax bracket in retirement** than you are today, Traditional contributions may come out ahead: you skip tax at a higher rate now and pay at a lower rate later
- If you expect to be in the **same or a higher bracket later**, for example early in your career when income is lower, Roth contributions may come out ahead

### An illustration

Imagine you have $1,000 of pre-tax income to save, your tax rate is 22% both now and in retirement (an example rate only), and your investments double.

- **Traditional**: you invest the full $1,000, it grows to $2,000, and you pay 22% tax when you withdraw it, leaving **$1,560**
- **Roth**: you pay 22% tax first, invest the remaining $780, it grows to $1,560, and you withdraw it tax-free: **$1,560**

When the tax rates are identical, the results are the same. The decision really turns on the difference between your tax rate now and your expected rate later, plus the other factors below.

## Other factors beyond tax rates

- **Access to contributions**: Roth IRA contributions, but not earnings, can generally be withdrawn at any time without tax or penalty, which some people value as a backstop. Withdrawing earnings before meeting the rules may bring taxes and penalties
- **Qualified Roth withdrawals** generally require being at least age 59 and a half and having had a Roth account for at least five years
- **Required withdrawals**: Traditional accounts generally require minimum distributions starting in your 70s, at an age set by law. Roth IRAs do not require withdrawals during the original owner's lifetime
- **Tax diversification**: having money in both types gives you flexibility to manage your taxable income in retirement by drawing from each strategically
- **Effects today**: lowering your taxable income with Traditional contributions can sometimes affect eligibility for income-based credits and benefits, and income-driven student loan payments are often based on adjusted gross income
- **Heirs**: Roth accounts can be attractive to leave to beneficiaries, who generally do not owe income tax on qualified withdrawals

## Eligibility rules to check

- Roth IRA contributions are reduced or phased out above certain income levels
- Traditional IRA deductions may be limited if you or your spouse have a workplace plan and your income is above certain levels
- Contribution limits apply to both types and are usually adjusted each year
- Employer matching contributions have traditionally gone to the pre-tax side of the plan, although some plans now allow Roth matching

Because these thresholds and limits change, look up the current year's numbers on IRS.gov rather than relying on figures you saw in the past.

## Early withdrawals

Taking money out of most retirement accounts before age 59 and a half generally means income tax on pre-tax money and earnings, and often an additional 10% tax, although there are exceptions. Using retirement money to pay off debt can be very expensive once taxes, penalties and lost growth are counted, so it is usually worth exploring other options first.

## A common approach

Many people:

- Contribute at least enough to get the full employer match, in whichever version the plan offers
- Lean toward Roth when their income is relatively low or they expect higher income later
- Lean toward Traditional in their higher-earning years
- Split contributions between both when they are unsure

## Key takeaways

- Traditional accounts offer a possible tax break now; Roth accounts offer tax-free qualified withdrawals later
- If your tax rate is the same now and later, the outcomes are equal; the choice turns on the difference
- Roth IRA contributions can generally be withdrawn at any time, and Roth IRAs have no required withdrawals for the original owner
- Income limits and contribution limits change, so check the current IRS figures`,
  },
  {
    id: "tax-smart-saving-hsa-529",
    title: "Tax-Smart Saving: HSAs, 529 Plans and the Tax on Interest",
    category: "savings",
    difficulty: "advanced",
    estimatedReadTime: 6,
    tags: ["HSA", "529 plans", "taxes", "real returns"],
    content: `Once you have an emergency fund and your high-interest debt is under control, the next question is how to make your savings work harder. Taxes are one of the biggest and most overlooked costs of saving. This article looks at how the interest on ordinary savings is taxed, and at two accounts built for specific goals: the **health savings account (HSA)** and the **529 education savings plan**. Tax rules change and state rules vary, so confirm current details with IRS publications, your plan or a tax professional.

## Interest on savings is taxable income

The interest you earn in a savings account, money market account or CD is generally taxed as **ordinary income**, at the same rate as your wages, in the year it is credited to you. Banks usually send a **Form 1099-INT** when you earn $10 or more in a year, but the interest is taxable even if no form arrives.

That changes the real return on your savings. Suppose your savings earn 4% APY, you are in the 22% federal tax bracket and inflation runs at 3%:

- After federal income tax, 4% becomes about **3.1%** (4% x 0.78)
- After inflation, the real gain is only about **0.1%** a year

State income tax can take a little more, although interest on US Treasury securities is exempt from state and local income tax. None of this makes saving pointless: the job of an emergency fund is to be there when you need it, not to grow. But for money you will not need for many years, taxes and inflation are exactly why tax-advantaged accounts and long-term investing matter.

## Health savings accounts (HSAs)

An HSA is a savings account for medical costs. To contribute, you generally must be covered by a qualifying **high-deductible health plan (HDHP)**, have no other disqualifying health coverage, not be enrolled in Medicare and not be claimed as someone else's dependent. The IRS sets the plan requirements each year, and recent laws have expanded which plans qualify, so check with your insurer or employer.

HSAs are often described as having a **triple tax advantage** for federal income tax:

- Contributions are tax-deductible, or made before tax through payroll, which can also avoid Social Security and Medicare taxes
- The money can grow without being taxed, including interest and investment earnings
- Withdrawals for **qualified medical expenses** are tax-free

A few states, such as California and New Jersey, do not follow the federal treatment for state income tax.

Other features make HSAs unusually flexible:

- **No deadline to spend it**: unused money rolls over from year to year
- **It is yours**: the account stays with you if you change jobs or health plans
- **Investing is often possible**: many providers let you invest balances above a minimum, although investments can lose value
- **Age 65**: withdrawals for non-medical expenses are taxed as income but no longer face the **20% additional tax** that applies before 65

Annual contribution limits are set by the IRS and adjusted most years, with an extra **$1,000 catch-up** contribution allowed from age 55. Employer contributions count toward the limit.

### An HSA as a medical safety net

An HSA can double as a **medical emergency fund**. Some people go further: they pay smaller medical bills from regular cash flow, keep the receipts and let the HSA grow, because qualified expenses incurred after the HSA was opened can generally be reimbursed tax-free later, even years later. If you are still paying off high-interest debt, though, a high deductible can be hard to cover, so make sure you could pay it before choosing a plan mainly for the HSA.

Do not confuse an HSA with a **flexible spending account (FSA)**. An FSA is offered through an employer and is generally use-it-or-lose-it: money left at the end of the plan year is forfeited unless the plan offers a short grace period or a limited carryover.

## 529 education savings plans

A **529 plan** is an education savings plan sponsored by a state. You can usually open one for a child, a grandchild or yourself, and you do not have to use your own state's plan.

- **Tax-free growth**: earnings are not taxed while they stay in the account
- **Tax-free withdrawals** for qualified education expenses: college tuition and fees, books, required supplies and equipment, computers, and room and board for students enrolled at least half-time
- **Beyond college**: federal rules also allow limited tax-free withdrawals for K-12 tuition, registered apprenticeships and, up to a lifetime limit, student loan repayment; states do not always follow these rules for state tax
- **State tax breaks**: many states offer a deduction or credit for contributions, often only to their own plan
- **Flexibility**: you can change the beneficiary to another eligible family member without tax

If you withdraw money for something that is not a qualified expense, the **earnings** part is taxed as income and usually faces an additional **10% tax**. There are exceptions; for example, when the student receives a tax-free scholarship, the 10% is waived up to the scholarship amount, although income tax still applies. Your original contributions come back without tax.

Since 2024, a beneficiary may also be able to move up to a lifetime total of $35,000 from a 529 into their own Roth IRA if the account has been open for at least 15 years. These rollovers count toward the beneficiary's yearly Roth IRA contribution limit, and other conditions apply.

## Where these accounts fit in your plan

Tax breaks are valuable, but they are not a reason to skip the basics. A common order:

- Pay every debt on time and build a **starter emergency fund**
- Capture any **employer 401(k) match** and any employer HSA contribution
- Pay off **high-interest debt**; a 24% credit card costs more than any tax break saves
- Build a full emergency fund of three to six months of essential expenses
- Then use HSAs, retirement accounts and, if education is a goal, a 529 plan

Many families put retirement savings ahead of college savings, because students can borrow or get aid for college, but no one lends you money for retirement. A 529 owned by a parent is also generally treated more favorably in federal financial aid formulas than savings in the student's own name.

## Key takeaways

- Interest on savings is taxed as ordinary income, so taxes and inflation can shrink your real return to almost nothing
- HSAs, available with qualifying high-deductible health plans, offer tax-free contributions, growth and qualified medical withdrawals, and the money never expires
- 529 plans grow tax-free for qualified education costs; other withdrawals owe tax and usually a 10% additional tax on earnings
- Limits and rules change, so check current IRS and plan figures, and put high-interest debt and your emergency fund first`,
  },
  {
    id: "statute-of-limitations-on-debt",
    title: "Old Debts and the Statute of Limitations",
    category: "debt_management",
    difficulty: "advanced",
    estimatedReadTime: 5,
    tags: ["statute of limitations", "time-barred debt", "debt collectors", "credit report"],
    content: `If a collector contacts you about a debt that is several years old, two different clocks matter: the **statute of limitations**, which limits how long a creditor or collector can sue you, and the **credit reporting time limit**, which controls how long the debt can appear on your credit report. They are easy to confuse, and mixing them up can be costly. This article explains them in general terms; the details depend on your state and your situation.

## What the statute of limitations is

A statute of limitations is a deadline for filing a lawsuit. For consumer debts, **each state sets its own limits**, and they often differ by type of debt, such as written contracts, open accounts like credit cards, promissory notes and court judgments. Many fall somewhere around three to six years, but some states allow longer. Which state's law applies can also be complicated, for example if you have moved or your agreement names another state.

The clock typically starts from a point such as your last payment or the date you first defaulted, depending on state law.

## Time-barred debt

Once the period has passed, the debt is called **time-barred**. In most cases this does not make the debt disappear: it may still be owed, and a collector may still ask you to pay it voluntarily. However, federal rules under the Fair Debt Collection Practices Act prohibit debt collectors from suing or threatening to sue over a time-barred debt.

If you are sued on a time-barred debt anyway, the expired statute of limitations is usually a **defense you must raise** in court. If you ignore the lawsuit, the court may enter a default judgment against you, even on an old debt, and a judgment can be enforced for many years.

## How a payment can restart the clock

In many states, making **any payment**, even a small one, or acknowledging the debt **in writing** can **restart** (revive) the statute of limitations. That can give the collector a fresh window to sue for the full balance. Some states have changed their laws so that a payment does not revive a time-barred debt, but the rules vary.

That is why it helps to pause before paying on an old debt:

- Find out when you last paid and how old the debt is
- Check your state's rules with your state attorney general, a legal aid office or a consumer attorney
- Ask the collector to validate the debt (see the FDCPA article)
- If you decide to pay or settle, get the agreement in writing first, and understand whether it could revive the debt

Paying an old debt you truly owe can be the right choice for you, and some people value closing the chapter. The point is to make that choice knowingly.

## The credit reporting clock is different

Under the federal Fair Credit Reporting Act, most negative information, including collection accounts and charge-offs, can stay on your credit report for about **seven years**. For delinquent accounts, that period is measured from when you first fell behind, and making a payment or having the debt sold to a new collector does **not** restart it.

So a debt can be:

- Still on your credit report but past the statute of limitations
- Off your credit report but still within the statute of limitations in some states

If an old collection appears on your report beyond the reporting period, or its dates look wrong, you can dispute it with the credit bureaus.

## Zombie debt and scams

Very old debts are often sold and resold to debt buyers for a fraction of their face value. Records can be incomplete, amounts can be wrong, and some callers are outright scammers. Be careful if a caller:

- Cannot give you the name of the original creditor or send a written validation notice
- Pressures you to pay immediately by gift card, wire transfer or cryptocurrency
- Threatens arrest, or legal action on a debt that is clearly very old
- Asks you to confirm your full Social Security number or bank details

Hold off on confirming anything or paying until you have the information in writing.

## A calm plan for an old debt

- Do not agree to anything or pay on the first call
- Request validation in writing and keep copies of everything
- Compare the dates with your own records and your credit reports
- Learn your state's statute of limitations and its rules on revival
- If you are sued, respond by the deadline and raise any defenses, with legal help if possible

## Key takeaways

- The statute of limitations limits how long a creditor can sue; it varies by state and type of debt
- Collectors may not sue or threaten to sue on a time-barred debt, but the debt may still exist
- In many states, a payment or written acknowledgment can restart the clock
- Credit reporting limits are separate: most negative items drop off after about seven years, and payments do not reset that period
- Never ignore a lawsuit; an expired statute of limitations is usually a defense you must raise`,
  },
  {
    id: "rebuilding-credit-after-setbacks",
    title: "Rebuilding Credit After Late Payments, Collections or Settlements",
    category: "credit",
    difficulty: "advanced",
    estimatedReadTime: 5,
    tags: ["rebuilding credit", "secured cards", "collections", "credit repair"],
    content: `Missed payments, collections, settlements or even bankruptcy can make it feel as if your credit is ruined. It is not permanent. Credit scores weigh recent behavior heavily, and negative items lose impact as they age. With a clear plan, many people see meaningful improvement within a year or two.

## Step 1: Know exactly where you stand

Get your free reports from all three bureaus at AnnualCreditReport.com and list every negative item:

- Late payments: which accounts, how late (30, 60, 90 or more days) and when
- Collections and charge-offs: the original creditor, the collector, the balance and the date you first fell behind
- Public records, such as a bankruptcy
- Any errors or accounts you do not recognize

Dispute anything inaccurate with the bureau and with the company that reported it. Accurate negative information cannot be removed just because you dispute it, but errors can and should be corrected.

## How long negative items last

Under the Fair Credit Reporting Act, most negative information can be reported for about **seven years**, measured for delinquent accounts from when you first fell behind. A Chapter 7 bankruptcy can be reported for up to **ten years**, and the bureaus typically remove a completed Chapter 13 bankruptcy after seven. Hard inquiries stay for two years. Importantly, **the impact shrinks over time**: a two-year-old late payment matters much less than a recent one, especially if everything since has been on time.

## Step 2: Stop new damage

- **Get current** on any accounts that are behind, if you can; each additional month late adds to the damage
- Set up **autopay** for at least the minimum on every account
- If you cannot pay, contact the creditor **before** the due date and ask about hardship options

Payment history is 35% of a FICO score, so a long streak of on-time payments is the most powerful rebuilding tool you have.

## Step 3: Add positive history

If you have few open accounts in good standing, tools designed for rebuilding can help:

- **Secured credit card**: you put down a refundable deposit that usually becomes your credit limit. Use it lightly and pay in full each month. Many issuers review accounts over time and may move you to an unsecured card
- **Credit-builder loan**: offered by some credit unions and community banks. The loan amount is held in a savings account while you make payments, you receive the money at the end, and the on-time payments are reported
- **Authorized user**: a family member with good credit adds you to their card. Their positive history may help your score, but their missed payments could hurt it
- **Rent and utility reporting**: some services can add these payments to your reports, although only some scoring models and lenders count them

Keep utilization low on any card you use: small balances, paid in full.

## Collections and settled accounts

Whether paying an old collection raises your score depends on the scoring model:

- Some newer models, such as FICO Score 9 and later and recent VantageScore versions, **ignore paid collections**
- Older FICO versions, still widely used in mortgage lending, may keep counting a collection even after it is paid
- In every case, a paid or settled collection generally looks better to a human underwriter than an unpaid one

In recent years, the three nationwide bureaus also stopped reporting paid medical collections and medical collections under $500. If you see one of those on your report, you can dispute it.

Some people ask a collector to remove an entry in exchange for payment, known as "pay for delete". Collectors are not required to agree, and the credit bureaus discourage the practice, so do not count on it. For a late payment with an original creditor, a polite **goodwill letter** asking them to remove an isolated late payment sometimes works, especially if your history is otherwise strong, but it is entirely up to them.

Before paying a very old collection, check whether it is past your state's statute of limitations and whether a payment could restart it (see the Statute of Limitations article).

## Avoid credit repair scams

No one can legally remove accurate, timely negative information from your credit report. Be wary of companies that promise to, that ask for payment before doing any work, or that suggest creating a "new credit identity" with a different number; that can be illegal. Under the federal Credit Repair Organizations Act, credit repair companies cannot charge you until they have performed the promised services. Anything legitimate they do, you can do yourself for free.

## A realistic timeline

Every credit file is different, so treat these as rough milestones, not promises:

- **First few months**: stop new late payments, dispute errors and open a rebuilding account if needed
- **6 to 12 months**: a steady record of on-time payments and lower utilization often starts to show in your scores
- **1 to 2 years**: older negatives weigh less, and you may qualify for better cards and rates
- **Beyond**: negative items drop off entirely when their reporting period ends

## Key takeaways

- Most negative items stay for about seven years, but their impact fades as they age
- A long streak of on-time payments and low utilization are the strongest rebuilding tools
- Secured cards and credit-builder loans can add positive history
- Dispute errors, but be wary of anyone promising to remove accurate negative information for a fee`,
  },
];
