/**
 * The three testimonials on the home page (spec §2 "Home"). Avatar colors keep
 * white initials at a contrast ratio of at least 4.5:1.
 */
import type { Testimonial } from './types';

export const testimonials: Testimonial[] = [
  {
    content:
      'We carry nine lighting brands and most of them only send FTP files. Two people used to spend every morning reconciling stock sheets. Now inventory updates about every hour on its own, our inventory discrepancies are down 92%, and MAP pricing is no longer something we police by hand.',
    author: 'Megan Alvarez',
    position: 'Director of Operations',
    company: 'FixtureFarm',
    rating: 5,
    image: { initials: 'MA', color: '#1D4ED8' },
  },
  {
    content:
      "Our adult catalog changes daily across three distributors. VendorHub sends every order to the right one and puts the tracking number on the Shopify order before customers think to ask. The team got more than 20 hours a week back, and we haven't oversold since we set a Quantity Delta.",
    author: 'Jordan Reyes',
    position: 'E-commerce Manager',
    company: 'Condomania',
    rating: 5,
    image: { initials: 'JR', color: '#9D174D' },
  },
  {
    content:
      'Writing product pages for thousands of vendor SKUs was our bottleneck. With bulk creation and AI-written titles and descriptions, we launched two new vendors in a single week and cut manual data entry by 85%. Our markup rules keep every new price right from day one.',
    author: 'Priya Natarajan',
    position: 'Founder',
    company: 'Hearth & Hollow Home',
    rating: 5,
    image: { initials: 'PN', color: '#047857' },
  },
];
