// The calendar feed's wire shape (docs/product-rules.md "Calendar feed").

export interface CalendarFeedDto {
  /** https:// URL of the private feed (text/calendar). */
  url: string;
  /** The same URL as webcal://, which calendar apps open as a subscription. */
  webcalUrl: string;
}
