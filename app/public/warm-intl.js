// Loaded with `async` by index.html, while the app's own scripts are still on their way. A page's first use of
// Intl loads the browser's locale data: some 20 ms on a desktop, four times that on a phone. Without this, the
// app's first task paid it (React Aria reads the default locale as its module is evaluated, then the Polish
// number and date formats), in the longest task of every first load; here it runs in a task of its own, while
// the main thread waits for the network anyway.
try {
  Intl.DateTimeFormat.supportedLocalesOf(['pl-PL']);
  new Intl.Locale('pl-PL').maximize();
  new Intl.NumberFormat('pl-PL').format(0);
  new Intl.DateTimeFormat('pl-PL').format(0);
} catch {
  // An old browser without Intl.Locale: the app's own first use loads the data then.
}
