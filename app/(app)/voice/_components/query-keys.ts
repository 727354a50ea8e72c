/** The history's query key: the API path, read by the default query function (SPEC 7). */
export const VOICE_HISTORY_QUERY_KEY = ["/api/voice/history"] as const;
