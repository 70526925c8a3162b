/**
 * Open positions on /careers (spec §2 "Careers", §3 "Application form"). The
 * titles are the only values /application accepts in its position parameter.
 */
import { company } from './company';
import type { Job } from './schema';

/**
 * The four positions the spec names (§3 "Application form"). The careers page
 * may list more; these must stay listed. Titles are plain text, so adding a
 * job is one entry in `jobs` and nothing else.
 */
export const requiredJobTitles = [
  'Customer Support Specialist',
  'Low-Code E-commerce Automation Specialist',
  'Middle React Frontend Developer',
  'Golang Junior Backend Developer',
];

export const jobs: Job[] = [
  {
    title: 'Golang Junior Backend Developer',
    slug: 'golang-junior-backend-developer',
    location: 'Remote (US or EU time zones)',
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-09',
    validThrough: '2027-01-31',
    description:
      'Join the team that builds the sync engine behind VendorHub. You will work on the Go services that read vendor APIs, FTP feeds and spreadsheets, apply pricing and inventory rules, and write the results to Shopify for more than a million products. You will ship to production from your first weeks, with a senior engineer reviewing your work.',
    responsibilities: [
      'Build and maintain vendor connectors for REST APIs, FTP feeds and CSV or Excel files',
      'Implement sync logic for inventory, cost and price, including Quantity Delta and MAP/MSRP rules',
      'Work with the Shopify Admin API on products, inventory levels, orders and fulfillments',
      'Extend our public REST API and keep its documentation accurate',
      'Write tests for data transformations, and investigate failing health checks reported by customers',
      'Take part in code reviews and in a light, shared on-call rotation during business hours',
    ],
    qualifications: [
      'Around 1-2 years of professional experience with Go, or strong Go projects you can show us',
      'Comfortable with SQL and a relational database such as PostgreSQL',
      'Understanding of HTTP APIs, JSON and authentication with bearer tokens',
      'Care for correctness: you like finding out why two numbers do not match',
      'Good written English for async work across time zones',
      'Nice to have: experience with Shopify, e-commerce data or background job queues',
    ],
  },
  {
    title: 'Middle React Frontend Developer',
    slug: 'middle-react-frontend-developer',
    location: 'Remote (US or EU time zones)',
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-02',
    validThrough: '2027-01-31',
    description:
      'Build the screens merchants use every day to manage vendors, products, price rules and orders. You will own features from design to release in our React and TypeScript dashboard, working closely with our product designer and backend engineers.',
    responsibilities: [
      'Build dashboard features in React and TypeScript, such as Search & Push, vendor settings and the Orders tab',
      'Turn designs into accessible, responsive interfaces that stay fast with tens of thousands of products',
      'Work with the backend team on API contracts and error handling',
      'Write component and end-to-end tests for the flows merchants rely on',
      'Improve our shared component library and front-end tooling',
      'Contribute to our marketing site and documentation when a feature ships',
    ],
    qualifications: [
      '3+ years of professional experience with React and TypeScript',
      'Solid knowledge of modern CSS, including responsive layouts and Tailwind CSS or similar',
      'Experience with data-heavy interfaces: tables, filters, forms and optimistic updates',
      'Familiarity with testing tools such as Vitest, Testing Library or Playwright',
      'Clear written communication and the habit of shipping in small, reviewed steps',
      'Nice to have: experience with React Router or Remix, or with Shopify apps',
    ],
  },
  {
    title: 'Low-Code E-commerce Automation Specialist',
    slug: 'low-code-e-commerce-automation-specialist',
    location: 'Remote (US or EU time zones)',
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-26',
    validThrough: '2027-01-15',
    description:
      "Help merchants connect vendors that don't fit a standard integration. You will design and run workflows in n8n-style automation tools that turn vendor feeds, spreadsheets and emails into clean data for VendorHub and Shopify, and you will be the person our customers talk to when a feed needs to work by Friday.",
    responsibilities: [
      'Build and maintain automation workflows that collect, clean and map vendor feeds from FTP, email, APIs and spreadsheets',
      'Set up CSV, XML and FTP integrations for new customers, usually in under a day',
      'Configure Shopify stores for VendorHub: Smart Collections, Locations and app permissions',
      'Automate internal processes such as onboarding checklists, alerts and customer notifications',
      'Document each integration so support and engineering can maintain it',
      'Work with engineering to turn repeated custom workflows into pre-built integrations',
    ],
    qualifications: [
      '2+ years building automations with n8n, Make, Zapier or similar tools',
      'Hands-on experience with the Shopify admin, products, variants and inventory',
      'Comfortable with JSON, CSV and XML, REST APIs and webhooks',
      'Basic JavaScript for data transformations inside workflows',
      'A structured approach to testing: you check the output before you call it done',
      'Nice to have: experience with dropshipping, supplier feeds or an ERP system',
    ],
  },
  {
    title: 'Customer Support Specialist',
    slug: 'customer-support-specialist',
    location: 'Remote (US, Eastern Time working hours)',
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-16',
    validThrough: '2027-02-15',
    description: `Be the first person our merchants talk to. You will answer questions by email and chat ${company.supportHoursShort}, guide new customers through setup, and solve the issues the in-app AI support assistant passes to our team, from failing health checks to pricing rules that need a second look.`,
    responsibilities: [
      `Answer customer emails and live chats during our support hours, ${company.supportHoursShort}`,
      'Meet our response targets: about 2 hours for Premium, 8 business hours for Plus and 24 hours for Basic',
      'Help merchants connect Shopify, add vendors and set up price rules and Quantity Delta',
      'Troubleshoot health checks, missing collections or locations and order routing questions',
      'Confirm new accounts and handle Collaborator Access requests',
      'Improve our documentation, which the help assistant on our website and the in-app AI support assistant both draw on',
      'Pass clear, reproducible bug reports to engineering',
    ],
    qualifications: [
      '2+ years in customer support for a SaaS or e-commerce company',
      `Able to work our support hours, ${company.supportHours}`,
      'Excellent written English, friendly and precise',
      'Comfortable in the Shopify admin; knowing how products, inventory and orders fit together is a plus',
      'Experience with a help desk tool such as Help Scout, Zendesk or Intercom',
      'Calm under pressure and organized with many open conversations',
    ],
  },
];
