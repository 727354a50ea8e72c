import localFont from "next/font/local";

/**
 * Geist Sans (variable, weights 100-900), subset to Latin: 32 KB instead of the package's 69 KB, preloaded on every
 * first visit, where it shares the phone's bandwidth with the page's CSS and scripts. The app's own text is all
 * Latin; other characters (a Cyrillic name, say) fall back, glyph by glyph, to the metric-matched system font that
 * next/font generates. unicode-range tells the browser so, without downloading this file to find out.
 *
 * Made from the `geist` package's font (SIL Open Font License 1.1, no reserved font name; ./OFL.txt) with
 * fontTools (Debian: python3-fonttools python3-brotli):
 *   python3 -m fontTools.subset node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2 \
 *     --unicodes="$LATIN" --flavor=woff2 --layout-features='*' --name-IDs='*' \
 *     --output-file=app/fonts/geist-sans-latin.woff2
 * where $LATIN is the unicode-range below (Google Fonts' "latin" subset).
 */
export const GeistSans = localFont({
  src: "./geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  // A literal, as next/font requires of its options.
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});
