/**
 * The three testimonials on the home page (spec §2 "Home"). Avatar colors keep
 * white initials at a contrast ratio of at least 4.5:1.
 */
import { customerFigures, numberWord } from './case-studies';
import type { Testimonial } from './schema';

// Testimonials come from the companies of our case studies (or others whose
// names are ours to use), and repeat the case study's figures from one place.

export const testimonials: Testimonial[] = [
  {
    content: `We carry ${numberWord(customerFigures.fixtureFarmManufacturers)} lighting manufacturers and most of them only send FTP files. Two people used to spend every morning reconciling stock sheets. Now inventory updates about every hour on its own, our inventory discrepancies are down ${customerFigures.fixtureFarmDiscrepancyDrop}, and MAP pricing is no longer something we police by hand.`,
    author: 'Megan Alvarez',
    position: 'Director of Operations',
    company: 'FixtureFarm',
    rating: 5,
    image: { initials: 'MA', color: '#1D4ED8' },
  },
  {
    content: `We are a team of two, and four distributors send us data four different ways. VendorHub turned their spreadsheets and feeds into finished listings with AI-written descriptions, and our manual data entry is down ${customerFigures.evertailManualEntryDrop}. Cost changes now reach our prices within about an hour.`,
    author: 'Chris Halvorsen',
    position: 'Co-owner',
    company: 'Evertail',
    rating: 5,
    image: { initials: 'CH', color: '#9D174D' },
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
