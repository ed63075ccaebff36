/** The breadcrumb trail of the careers pages, as structured data: Home, then Careers. */
export const careersTrail = [
  { name: 'Home', path: '/' },
  { name: 'Careers', path: '/careers' },
];
