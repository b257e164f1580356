/** Theme × viewport matrix for visual snapshots (Chromatic modes / the screenshot runner). */
export const viewports = {
  mobile360: { name: 'Telefon 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const allModes = {
  'light desktop': { theme: 'light', viewport: 'desktop1280' },
  'dark desktop': { theme: 'dark', viewport: 'desktop1280' },
  'light mobile': { theme: 'light', viewport: 'mobile360' },
  'dark mobile': { theme: 'dark', viewport: 'mobile360' },
} as const;
