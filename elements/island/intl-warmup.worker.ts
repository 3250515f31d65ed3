/**
 * Makes the page's first Intl calls off the main thread (elements/island/intl-warmup.ts): one of
 * each kind the islands use, in the language it is given, then ends.
 */
addEventListener('message', (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).formatToParts(12345.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(locale).select(1);
  new Intl.Collator(locale).compare('a', 'b');
  close();
});
