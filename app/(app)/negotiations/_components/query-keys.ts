// The API reads behind the Negotiation Center (the default query function joins the parts into the URL).
export const LETTERS_QUERY_KEY = ["/api/negotiations"] as const;
export const TEMPLATES_QUERY_KEY = ["/api/negotiations/templates"] as const;
export const DEBTS_QUERY_KEY = ["/api/debts"] as const;
