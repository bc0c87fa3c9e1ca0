// Month and weekday names in Hindi, written out rather than asked of Intl: the server's and the browser's ICU must
// not differ when a page hydrates. Free of imports, so a page's JavaScript carries only these lists.
export const MONTHS_HI = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];
export const WEEKDAYS_HI = ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"];
