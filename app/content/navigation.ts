/**
 * Site navigation as data: the header, the mobile menu and the footer render
 * these lists (spec §2 "Layout common to all pages").
 */
import type { NavLink } from './schema';

export type { NavLink };

export const headerLinks: NavLink[] = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Vendor Integrations', to: '/vendor-integrations' },
];

export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Case Studies', to: '/case-studies' },
      { label: 'Vendor Integrations', to: '/vendor-integrations' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', to: '/documentation' },
      { label: 'API Reference', to: '/documentation#api' },
      { label: 'Custom Integrations', to: '/custom-integrations' },
      { label: 'Release Notes', to: '/release-notes' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];

export const footerLegalLinks: NavLink[] = [
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Cookies', to: '/cookies' },
];
