export interface CalendarFeedDto {
  url: string;
  webcalUrl: string;
}
