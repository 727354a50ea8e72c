import ICAL from "ical.js";

/** A calendar file read as calendar apps read it (ical.js): the VCALENDAR and its events. */
export function parseCalendar(text: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)) };
}
