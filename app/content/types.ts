/**
 * Shapes of the marketing content (spec §3). Pages only render these; a
 * schema check at build time (scripts/check-content.ts) adds the rules that
 * types cannot express (unique slugs, ratings 1-5, known categories...).
 */

/** A short piece of rich text: plain strings; `**bold**` and [links](/path) are allowed. */
export type RichText = string;

export interface Feature {
  /** Key of an icon in app/components/icons.tsx. */
  icon: string;
  title: string;
  description: string;
}

export interface Plan {
  id: 'basic' | 'plus' | 'premium' | 'enterprise';
  name: string;
  description: string;
  /** US dollars per month when billed monthly; null for custom pricing. */
  monthlyPrice: number | null;
  /** US dollars per month when billed annually (12 x this per year); null for custom pricing. */
  annualPrice: number | null;
  limits: {
    stores: number | null;
    vendors: number | null;
    ordersPerMonth: number | null;
    products: number | null;
  };
  features: string[];
  notIncluded: string[];
  ctaText: string;
  highlight: boolean;
  isEnterprise: boolean;
}

export interface Testimonial {
  content: string;
  author: string;
  position: string;
  company: string;
  /** 1 to 5 stars. */
  rating: number;
  /** Key of the generated SVG avatar (initials and a colour). */
  image: { initials: string; color: string };
}

export type FaqCategory =
  | 'General'
  | 'Features & Functionality'
  | 'Pricing & Plans'
  | 'Security & Data'
  | 'Support & Resources';

export interface FaqEntry {
  /** Stable id, used for anchors and the help bot's sources. */
  id: string;
  category: FaqCategory;
  question: string;
  answer: RichText;
}

export interface CaseStudy {
  slug: string;
  title: string;
  company: string;
  industry: string;
  /** One-sentence summary for cards and meta descriptions. */
  summary: string;
  challenge: RichText[];
  solution: RichText[];
  results: string[];
  /** Headline figures shown as stats. */
  metrics: { value: string; label: string }[];
  quote?: { text: string; author: string; position: string };
  /** Listed on /case-studies (fashionplus is reachable only by its own URL). */
  listed: boolean;
}

export interface Job {
  title:
    | 'Customer Support Specialist'
    | 'Low-Code E-commerce Automation Specialist'
    | 'Middle React Frontend Developer'
    | 'Golang Junior Backend Developer';
  slug: string;
  location: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  /** ISO date the posting went up (JobPosting structured data). */
  datePosted: string;
  description: string;
  responsibilities: string[];
  qualifications: string[];
}

export interface ReleaseNote {
  version: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  summary: string;
  notes: { newFeatures: string[]; improvements: string[]; bugFixes: string[] };
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: { initials: string; color: string };
}

export interface LegalSection {
  heading: string;
  body: RichText[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** 'July 11, 2025' (spec §9). */
  lastUpdated: string;
  intro: RichText[];
  sections: LegalSection[];
}
