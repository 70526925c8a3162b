import { describe, expect, it } from 'vitest';
import {
  answerBlocks,
  completeLead,
  definitionFor,
  namedRow,
  namedSubsection,
  renderBlock,
  withSteps,
  type AnswerBlock,
} from './answer-blocks';
import { leadSentences, passageReply, withoutPageWords, withoutYesOrNo } from './compose';
import type { Passage } from './retrieval';
import { tokenize } from './text';

describe('withoutPageWords', () => {
  it.each([
    [
      'Only sku and quantity are required; the columns are explained below. Save it.',
      'Only sku and quantity are required. Save it.',
    ],
    [
      'Fees are one-time. See Setup fees and timing below. They are paid once.',
      'Fees are one-time. They are paid once.',
    ],
    ['It depends on the vendor type (see the table below).', 'It depends on the vendor type.'],
    [
      'The app has only the permissions listed below.',
      'The app has only the permissions listed in the Guide guide.',
    ],
    [
      'Start a trial from the plan buttons on this page.',
      'Start a trial from the plan buttons on the Guide page.',
    ],
    [
      'The collection is empty: go to "Check the collection condition" below.',
      'The collection is empty: go to "Check the collection condition" in the Guide guide.',
    ],
    // Nothing but a pointer: kept, since the link goes there.
    [
      'See "No shipping options at checkout" below.',
      'See "No shipping options at checkout" below.',
    ],
  ])('%j', (text, expected) => {
    expect(withoutPageWords(text, 'Guide')).toBe(expected);
  });

  it('names the page a sentence calls "this page" or "this guide"', () => {
    expect(withoutPageWords('We update the date at the top of this page.', 'Privacy')).toBe(
      'We update the date at the top of the Privacy page.',
    );
    expect(withoutPageWords('This page explains each area.', 'Dashboard Overview')).toBe(
      'The Dashboard Overview guide explains each area.',
    );
    expect(withoutPageWords('It is short. This guide takes you there.', 'Quick Start Guide')).toBe(
      'It is short. The Quick Start guide takes you there.',
    );
  });
});

describe('withoutYesOrNo: an answer to a question that is not yes or no', () => {
  it.each([
    ['Yes. Every plan starts with a trial.', 'Every plan starts with a trial.'],
    // "Yes, at any time…" answers "how do I change my plan?" from its next word.
    ['Yes, at any time from your account.', 'At any time from your account.'],
    ['No, VendorHub never asks for it.', 'VendorHub never asks for it.'],
    ['Yesterday the sync ran.', 'Yesterday the sync ran.'],
    ['No. 1 is the first step.', 'No. 1 is the first step.'],
  ])('%j reads %j', (text, expected) => {
    expect(withoutYesOrNo(text)).toBe(expected);
  });
});

describe('leadSentences: a sentence that points back with a pronoun', () => {
  it.each([
    [
      'Our team answers by email. Open the vendor detail page and select the Orders tab. It lists the orders routed to that vendor, with their tracking numbers.',
      'where do i see tracking numbers of routed orders?',
      'Open the vendor detail page and select the Orders tab. It lists the orders routed to that vendor, with their tracking numbers.',
    ],
    [
      'Legacy apps keep working. New apps are made in the Dev Dashboard. They have no token. Its secret renews a short-lived token.',
      'who renews a short-lived token for the secret?',
      'New apps are made in the Dev Dashboard. They have no token. Its secret renews a short-lived token.',
    ],
    // "This" as what the sentence is about points back too.
    [
      'Every push checks the SKU of each product. With the same SKU in your store, no second copy is made. This protects you from duplicate listings when you push twice.',
      'if I push twice do I get duplicate listings?',
      'With the same SKU in your store, no second copy is made. This protects you from duplicate listings when you push twice.',
    ],
    [
      'Some vendor data holds a MAP above the MSRP. Turn off Enforce MSRP for that vendor. Keep in mind that this lifts the ceiling for all of its products.',
      'does it lift the ceiling for all products?',
      'Turn off Enforce MSRP for that vendor. Keep in mind that this lifts the ceiling for all of its products.',
    ],
    // So does one that opens on a condition about it: "If that is…", "When they…".
    [
      'Stock syncs about every hour, on its own. VendorHub writes the quantity to the Location you selected. If that is the wrong Location, the stock lands somewhere else.',
      'stock lands on the wrong location',
      'VendorHub writes the quantity to the Location you selected. If that is the wrong Location, the stock lands somewhere else.',
    ],
  ])(
    'keeps the sentence "it", "they" or "this" points back to in front of it: %j',
    (text, question, lead) => {
      expect(leadSentences(text, question)).toBe(lead);
    },
  );
  it('keeps a short opener, but not a cross-reference that ends the part before', () => {
    const yes = 'Yes. Our team answers by email. Replies come within a day, on weekdays.';
    expect(leadSentences(yes, 'how quickly do replies come on weekdays?')).toMatch(
      /^Yes\. Replies/,
    );
    const see =
      'Lists the products and their health. See Health check. Shows when quantity and price last synced.';
    expect(leadSentences(see, 'when did quantity and price last sync?')).toBe(
      'Shows when quantity and price last synced.',
    );
  });
  it('keeps the sentence before one whose "that gap," or "these scopes," it has not named', () => {
    const gap =
      'Vendors sell the same stock through many shops, so their data can be an hour old. The Quantity Delta holds back a few units to cover that gap, so you do not oversell. Each vendor has its own.';
    expect(leadSentences(gap, 'what is the quantity delta for?')).toMatch(/^Vendors sell/);
    const named =
      'Billing records are kept for tax. Write to us from the email address you used, and we delete any chat in which you gave that address, and confirm it.';
    expect(leadSentences(named, 'can you delete the chat where I gave my email address?')).toMatch(
      /^Write to us/,
    );
  });
  it('leaves "this" or "these" and a noun, which name what they mean', () => {
    const tools =
      'Pre-push editing lets you review products first. These tools are separate from bulk creation and its free AI titles.';
    expect(
      leadSentences(tools, 'are these tools separate from bulk creation with free AI titles?'),
    ).toMatch(/^These tools/);
  });
});

describe('leadSentences: a sentence about a row of a table', () => {
  it('never leads, since the table is not in the lead', () => {
    const text =
      'Markup comes first. MAP can raise it. MSRP can cap it. Then it is rounded. Examples follow. In the last row, 19.99 × 1.35 = 26.9865, rounded to the cent.';
    expect(leadSentences(text, 'why was 26.9865 rounded to the cent?')).not.toMatch(/last row/);
  });
});

describe('leadSentences: an opening that lists cases in labelled sentences', () => {
  const text =
    'It depends on your plan. Basic: Email, a reply in a day. Plus: Chat, a reply in 8 hours. Premium: A manager, a reply in 2 hours. Other questions go to sales.';
  it('is quoted with every case', () => {
    expect(leadSentences(text, 'how fast do you reply?')).toBe(
      'It depends on your plan. Basic: Email, a reply in a day. Plus: Chat, a reply in 8 hours. Premium: A manager, a reply in 2 hours.',
    );
  });
  it('leaves a lead that starts later in the passage at three sentences', () => {
    const data =
      'We collect little. Account data: your name and email. Store data: products, orders and the names of your customers. Vendor data: catalogs. Technical data: logs. Messages: forms and chat. Cookies: none.';
    expect(leadSentences(data, 'do you pass the names of my customers with orders?')).toBe(
      'Store data: products, orders and the names of your customers. Vendor data: catalogs. Technical data: logs.',
    );
  });
});

describe('leadSentences: a frequency for a question that asks how often', () => {
  const text =
    'About every hour, automatically. Each vendor page shows when the price was last updated.';
  it.each([
    ['how often is the price updated?', text],
    ['how frequently is the price updated?', text],
    // The noun asks the same: "price update frequency?", "turnaround?" for a duration.
    ['price update frequency?', text],
    // Asked when, not how often, the sentence that shares more words leads.
    ['when was the price last updated?', 'Each vendor page shows when the price was last updated.'],
  ])('%j leads with %j', (question, lead) => {
    expect(leadSentences(text, question)).toBe(lead);
  });
  it('knows "hourly", "every 15 minutes", "twice a day" and "once a week"', () => {
    const lead = (sentence: string) =>
      leadSentences(`Our team builds each vendor. ${sentence}`, 'how often is my vendor synced');
    expect(lead('Vendors are synced hourly.')).toMatch(/^Vendors/);
    expect(lead('Vendors are synced every 15 minutes.')).toMatch(/^Vendors/);
    expect(lead('Vendors are synced twice a day.')).toMatch(/^Vendors/);
    expect(lead('Vendors are synced once a week.')).toMatch(/^Vendors/);
    expect(lead('Vendors are synced by our team.')).toMatch(/^Our team/);
  });
});

describe('leadSentences: a duration for a question that asks how long', () => {
  const text = 'Each vendor is set up by our team. Most vendors are ready in 1-2 days.';
  it.each([
    ['how long until my vendor is ready?', 'Most vendors are ready in 1-2 days.'],
    ['how soon is my vendor ready?', 'Most vendors are ready in 1-2 days.'],
    // Without a duration asked for, one more shared word is not enough to skip the opening.
    ['is my vendor ready?', text],
    ['when is my vendor ready?', text],
  ])('%j leads with %j', (question, lead) => {
    expect(leadSentences(text, question)).toBe(lead);
  });
  it('knows a duration in words or digits, and "in seconds"', () => {
    const lead = (sentence: string) =>
      leadSentences(`Our team builds each vendor. ${sentence}`, 'how long until my vendor is live');
    expect(lead('Vendors are live in under a day.')).toMatch(/^Vendors/);
    expect(lead('Vendors are live, checked in seconds.')).toMatch(/^Vendors/);
    expect(lead('Vendors are live with two people.')).toMatch(/^Our team/);
    expect(lead('Vendors are live after a 14-day check.')).toMatch(/^Vendors/);
    const week = 'Our team builds each vendor. Most are ready within a week.';
    expect(leadSentences(week, 'how many days until my vendor is ready?')).toMatch(/^Most/);
    // "How many" of something else asks no duration.
    expect(leadSentences(week, 'how many vendors are ready?')).toMatch(/^Our team/);
  });
  it('leads with a duration over an opening that states none and shares fewer words', () => {
    const rights =
      'You may access your data at any time. Residents of other states have comparable rights. We answer within 30 days.';
    // The opening shares "data", the duration "answer": one word each, and the duration counts.
    expect(leadSentences(rights, 'how fast do you answer a data request?')).toMatch(
      /^We answer within 30 days\./,
    );
    // An opening that states one keeps its place; so does one that shares as much.
    expect(
      leadSentences(`Requests get an answer in 2 days. ${rights}`, 'how fast do you answer?'),
    ).toMatch(/^Requests/);
    expect(leadSentences(rights, 'how long until you answer my data access?')).toMatch(/^You may/);
  });
});

describe('leadSentences: a question of several parts', () => {
  const text =
    'VendorHub works through an app in your store. There are two ways to set up the app: create it yourself, or let our team do it. Either way, connecting takes under 5 minutes. VendorHub never asks for your password.';
  it("quotes from one part's sentence to the other's", () => {
    expect(leadSentences(text, 'how do I set up the app and how long does it take?')).toBe(
      'VendorHub works through an app in your store. There are two ways to set up the app: create it yourself, or let our team do it. Either way, connecting takes under 5 minutes.',
    );
    // Asked alone, the duration leads.
    expect(leadSentences(text, 'how long does it take?')).toMatch(/^Either way/);
  });
  it('leaves parts whose sentences are too far apart to the whole question', () => {
    const far = `${text} Each vendor has its own tag. Products carry the tag from the day you push them. Tags join products to the vendor's collection.`;
    expect(leadSentences(far, 'how do tags join the collection? and how long does it take?')).toBe(
      "Tags join products to the vendor's collection.",
    );
  });
});

describe("leadSentences: the sentence that names the question's subject", () => {
  // A section of rules for several subjects, like a retention policy.
  const rules =
    'We keep your account data while you subscribe. Messages from the forms are deleted after 24 months. Resumes are deleted after 12 months. Conversations with the chat are deleted after 30 days.';
  const rare = (term: string) =>
    tokenize('messages forms resumes chat conversations erp').includes(term);
  const subject = { title: 'How long we keep it', rare };
  it.each([
    ['do you keep chat conversations?', 'Conversations with the chat are deleted after 30 days.'],
    ['is this chat saved?', 'Conversations with the chat are deleted after 30 days.'],
    ['what happens to my resume if you turn me down', 'Resumes are deleted after 12 months.'],
  ])('%j leads with the sentence whose opening names it', (question, lead) => {
    expect(leadSentences(rules, question, subject).startsWith(lead)).toBe(true);
    // Without the knowledge's rare words, the opening leads as before.
    expect(leadSentences(rules, question).startsWith('We keep your account data')).toBe(true);
  });
  it.each([
    // The opening holds as many of the question's rare words as any later sentence.
    [
      'Messages from the forms are deleted after 24 months. Conversations with the chat are deleted after 30 days.',
      'how long do you keep messages and chat?',
    ],
    // The opening shares two of the question's words: it is on the subject too.
    [
      'We keep account data for 60 days. Conversations with the chat keep account data for 30 days.',
      'do you keep account data from the chat?',
    ],
    // A rare word late in a sentence is a detail, not what the sentence is about.
    [
      'Each token makes 120 requests a minute. Name the token after the system that uses it, for example your ERP.',
      'can our ERP call the API?',
    ],
    // A yes or no opens the answer to the question the passage was chosen for.
    [
      'Yes. We keep your account data while you subscribe. Conversations with the chat are deleted after 30 days.',
      'is the chat kept?',
    ],
  ])('%j keeps its opening for %j', (text, question) => {
    expect(leadSentences(text, question, subject)).toBe(text);
  });
  it('leads with a sentence that holds a scarce word early, after an opening that shares no word', () => {
    const billing =
      'Plans are billed in advance in US dollars. You can change plans at any time. Fees already paid are non-refundable, except where the law requires otherwise or where we say so in writing.';
    // "Refund" is in about one passage in a hundred; "give" in about one in twenty.
    const scarce = (term: string, share = 0.1) =>
      (share >= 0.05 && term === 'give') || term === 'refund';
    const terms = { title: 'Terms: Billing', rare: scarce };
    expect(leadSentences(billing, 'do you give refunds', terms)).toMatch(/^Fees already paid/);
    // Only rare, not scarce: the opening stays.
    expect(leadSentences(billing, 'do you give discounts', terms)).toMatch(/^Plans are billed/);
  });
  it("leaves the words of the passage's title out: the whole passage is about them", () => {
    expect(leadSentences(rules, 'is this chat saved?', { title: 'Chat', rare })).toMatch(
      /^We keep/,
    );
  });
  it('leads from the opening of a section with a list, which a later sentence would cut', () => {
    const passage: Passage = {
      id: 'doc:keep',
      kind: 'doc',
      url: '/keep',
      title: 'Keep it',
      sourceTitle: 'Keep',
      text: rules,
      summary: rules,
      blocks: [{ kind: 'p', text: rules }],
    };
    const reply = (blocks: Passage['blocks']) =>
      passageReply(
        { passage: { ...passage, blocks }, score: 9, coverage: 1 },
        [],
        'is this chat saved?',
        true,
        rare,
      ).body;
    expect(reply(passage.blocks)).toMatch(/^Conversations with the chat/);
    expect(reply([...passage.blocks!, { kind: 'ul', items: ['Forms.', 'Chat.'] }])).toMatch(
      /^We keep/,
    );
  });
});

/** Replies from a documentation section whose summary is its text. */
const sectionReplies =
  (section: Pick<Passage, 'id' | 'title' | 'text' | 'blocks'> & Partial<Passage>) =>
  (question: string) => {
    const [article = ''] = section.title.split(':');
    const url = `/${section.id.slice('doc:'.length)}`;
    const passage: Passage = {
      kind: 'doc',
      url,
      sourceTitle: article,
      summary: section.text,
      ...section,
    };
    return passageReply({ passage, score: 9, coverage: 1 }, [], question, true).body;
  };

describe('passageReply: asked when, a section of steps gives the one step that says when', () => {
  const steps = [
    'Open Price Rules and enter your markup.',
    'Save your changes.',
    'Click Sync Products to apply the rules right away. Otherwise they apply at the next hourly sync.',
  ];
  const reply = sectionReplies({
    id: 'doc:pricing-rules#set',
    title: 'Pricing Rules: Set your price rules',
    text: steps.join('\n'),
    blocks: [{ kind: 'ol', items: steps }],
  });

  it.each([
    'I changed my markup, when will the new prices show in my store?',
    'how long before my new prices apply?',
    'how long until the prices update?',
  ])('%j', (question) => {
    expect(reply(question)).toBe(steps[2]);
  });

  it('gives every step when two say when', () => {
    const twice = sectionReplies({
      id: 'doc:pricing-rules#set',
      title: 'Pricing Rules: Set your price rules',
      text: [...steps, 'Check the prices again in a day.'].join('\n'),
      blocks: [{ kind: 'ol', items: [...steps, 'Check the prices again in a day.'] }],
    });
    expect(twice('when will the new prices show?')).toMatch(/^1\. Open Price Rules/);
  });

  it('gives every step to "how do I…"', () => {
    const asked = 'how do i change my markup and how long until it applies?';
    expect(reply(asked)).toContain('1. Open Price Rules and enter your markup.\n2. Save');
  });
});

describe('passageReply: a symptom gets the whole fix', () => {
  const reply = sectionReplies({
    id: 'doc:collection-check#sync',
    title: 'Collection Check: Run Sync Data',
    text: 'A new collection stays hidden until you sync. Open Store Settings. Click Sync Data. Select the new collection in Vendor Store Settings.',
    troubleshooting: true,
    blocks: [
      { kind: 'p', text: 'A new collection stays hidden until you sync.' },
      {
        kind: 'ol',
        items: [
          'Open Store Settings.',
          'Click Sync Data.',
          'Select the new collection in Vendor Store Settings.',
        ],
      },
    ],
  });
  it('numbers every step of the fix for a symptom whose lead quotes the last steps', () => {
    expect(reply("the new collection isn't in vendor store settings")).toBe(
      '1. Open Store Settings.\n2. Click Sync Data.\n3. Select the new collection in Vendor Store Settings.',
    );
  });
  it('numbers every step for a question about the last one, which needs the steps before it', () => {
    expect(reply('where do I select the new collection in vendor store settings?')).toBe(
      '1. Open Store Settings.\n2. Click Sync Data.\n3. Select the new collection in Vendor Store Settings.',
    );
  });
});

describe('passageReply: "where do I…" is answered by the steps that do it', () => {
  const reply = sectionReplies({
    id: 'doc:add-vendor#files',
    title: 'Add a Vendor: Upload a file',
    text: 'Some vendors only send spreadsheets. Open Vendor Settings. Under File upload, click Upload. Upload a new file whenever the vendor sends one. A missing product keeps its last quantity.',
    blocks: [
      { kind: 'p', text: 'Some vendors only send spreadsheets.' },
      { kind: 'h', text: 'Upload it' },
      { kind: 'ol', items: ['Open Vendor Settings.', 'Under File upload, click Upload.'] },
      {
        kind: 'p',
        text: 'Upload a new file whenever the vendor sends one. A missing product keeps its last quantity.',
      },
    ],
  });
  it('adds the steps, as to "how do I…"', () => {
    const steps = '**Upload it**\n1. Open Vendor Settings.\n2. Under File upload, click Upload.';
    expect(reply('where do i upload a new vendor file?')).toContain(steps);
    expect(reply('how do i upload a new vendor file?')).toContain(steps);
    expect(reply('when should i upload a new vendor file?')).not.toContain(steps);
  });
});

describe("passageReply: asked how, the docs' own instruction", () => {
  const reply = sectionReplies({
    id: 'doc:product-creation#bulk',
    title: 'Product Creation: Create products in bulk',
    text: 'Bulk creation lists many products at once. Plus and Premium: it is free. Basic: a paid option. To start, contact support with the vendor. To link a product you sell, add the vendor tag.',
    blocks: [
      { kind: 'p', text: 'Bulk creation lists many products at once.' },
      { kind: 'ul', items: ['Plus and Premium: it is free.', 'Basic: a paid option.'] },
      {
        kind: 'p',
        text: 'To start, contact support with the vendor. To link a product you sell, add the vendor tag.',
      },
    ],
  });
  it('follows the lead with "To start, …", once', () => {
    expect(reply('how do i create products in bulk?')).toMatch(/\n\nTo start, contact support/);
    // An instruction the lead already says is not said twice.
    expect(reply('how do i link a product i sell?').match(/To link a product/g)).toHaveLength(1);
  });
  it('takes an instruction only for a question that names most of its goal', () => {
    const say = sectionReplies({
      id: 'doc:pricing-rules#sync',
      title: 'Pricing Rules: Price and Cost sync',
      text: 'Price writes the selling price. Cost writes the cost. Qty writes the stock. To change a price for good, change the markup.',
      blocks: [],
    });
    expect(say('how do i write the selling price myself?')).not.toMatch(/To change/);
    expect(say('how do i change a price for good?')).toMatch(/To change a price for good/);
  });
  it('follows steps with an instruction whose goal is all the question asks', () => {
    const tag = sectionReplies({
      id: 'doc:two-way-syncing#tag',
      title: 'Two-Way Syncing: Link a product by tagging it',
      text: 'A tag links a product. Open the product. Paste the tag. To tag many products at once, use the bulk action.',
      blocks: [
        { kind: 'p', text: 'A tag links a product.' },
        { kind: 'ol', items: ['Open the product.', 'Paste the tag.'] },
        { kind: 'p', text: 'To tag many products at once, use the bulk action.' },
      ],
    });
    expect(tag('how do i tag products at once?')).toMatch(/2\. Paste the tag\.\n\nTo tag many/);
    // The steps answer a question that asks only part of that goal.
    expect(tag('how do i tag a product?')).not.toMatch(/To tag many/);
  });
  it('leaves a question that does not ask how', () => {
    expect(reply('is bulk creation free?')).not.toMatch(/To start/);
  });
});

describe('passageReply: a section that opens with a table', () => {
  const reply = sectionReplies({
    id: 'doc:quick-start-guide#timing',
    title: 'Quick Start Guide: How long each step takes',
    text: 'After the first vendor is connected, stock syncs every hour on its own.',
    blocks: [
      {
        kind: 'table',
        head: ['Step', 'Your time'],
        rows: [
          ['Connect Shopify', 'Under 5 minutes'],
          ['Add your first vendor', '15-20 minutes'],
        ],
      },
      {
        kind: 'p',
        text: 'After the first vendor is connected, stock syncs every hour on its own.',
      },
    ],
  });
  const table =
    '- **Connect Shopify**: Under 5 minutes\n- **Add your first vendor**: 15-20 minutes';
  it("leads with the table when it holds more of the question's words, then the prose", () => {
    expect(reply('how many minutes to connect shopify?')).toBe(
      `${table}\n\nAfter the first vendor is connected, stock syncs every hour on its own.`,
    );
  });
  it('leads with the table that states the duration "how long…" asks', () => {
    expect(reply('how long is the quick start?')).toMatch(/^- \*\*Connect Shopify\*\*/);
  });
  it('keeps the prose alone when it holds more of the question', () => {
    expect(reply('does stock sync on its own after the first vendor is connected?')).toBe(
      'After the first vendor is connected, stock syncs every hour on its own.',
    );
  });
});

describe('completeLead', () => {
  const steps: AnswerBlock[] = [
    { kind: 'p', text: 'Run a sync:' },
    { kind: 'ol', items: ['Open Store Settings.', 'Click Sync Data.', 'Save.'] },
  ];
  it('shows the heading of a subsection a lead runs on into, before the sentences under it', () => {
    const page: AnswerBlock[] = [
      { kind: 'p', text: 'The page is where you work.' },
      { kind: 'h', text: 'Vendor Store Settings' },
      { kind: 'p', text: 'Maps the vendor to your store. Save it.' },
      { kind: 'h', text: 'Sync it' },
      ...steps,
    ];
    expect(completeLead('The page is where you work. Maps the vendor to your store.', page)).toBe(
      'The page is where you work.\n\n**Vendor Store Settings**\nMaps the vendor to your store.',
    );
    // A lead that starts under the heading, or stays above it, is left as it is.
    expect(completeLead('Maps the vendor to your store. Save it.', page)).toBe(
      'Maps the vendor to your store. Save it.',
    );
    expect(completeLead('The page is where you work.', page)).toBe('The page is where you work.');
    // A lead that quotes a list, and so skips the table its last sentence introduces, stops
    // before that sentence.
    const skipped: AnswerBlock[] = [
      { kind: 'ol', items: ['Fill in the file.', 'Save it.'] },
      { kind: 'p', text: 'The columns:' },
      { kind: 'table', head: ['Column', 'What'], rows: [['sku', 'The SKU.']] },
      { kind: 'h', text: 'Upload it' },
      { kind: 'ol', items: ['Open Vendor Settings.', 'Click Upload.'] },
    ];
    expect(completeLead('Save it. The columns: Open Vendor Settings.', skipped)).toBe(
      '1. Fill in the file.\n2. Save it.',
    );
  });
  it('carries the list a lead introduces, whole and numbered', () => {
    expect(completeLead('Run a sync:', steps)).toBe(
      'Run a sync:\n1. Open Store Settings.\n2. Click Sync Data.\n3. Save.',
    );
  });
  it('carries the worked steps an example introduces, as a colon at its end does', () => {
    const example: AnswerBlock[] = [
      { kind: 'p', text: 'MSRP wins when both are enforced.' },
      { kind: 'p', text: 'Example: cost 50.00, MAP 110.00, MSRP 100.00.' },
      { kind: 'ol', items: ['The price rises to 110.00.', 'It drops to 100.00.'] },
    ];
    expect(
      completeLead(
        'MSRP wins when both are enforced. Example: cost 50.00, MAP 110.00, MSRP 100.00.',
        example,
      ),
    ).toBe(
      'MSRP wins when both are enforced. Example: cost 50.00, MAP 110.00, MSRP 100.00.\n1. The price rises to 110.00.\n2. It drops to 100.00.',
    );
  });
  it('puts the whole list in place of the items a lead started quoting', () => {
    expect(completeLead('Run a sync: Open Store Settings. Click Sync Data.', steps)).toBe(
      'Run a sync:\n1. Open Store Settings.\n2. Click Sync Data.\n3. Save.',
    );
  });
  it('quotes the steps whole, after what introduces them, for a lead from a later step to the end of the list', () => {
    expect(completeLead('Click Sync Data. Save.', steps)).toBe(
      'Run a sync:\n1. Open Store Settings.\n2. Click Sync Data.\n3. Save.',
    );
    // "Example: …" introduces the worked steps after it too; a paragraph that only stands before
    // the steps does not.
    const worked = (text: string): AnswerBlock[] => [{ kind: 'p', text }, steps[1]!];
    expect(
      completeLead('Click Sync Data. Save.', worked('Example: a store with one vendor.')),
    ).toBe(
      'Example: a store with one vendor.\n1. Open Store Settings.\n2. Click Sync Data.\n3. Save.',
    );
    expect(completeLead('Click Sync Data. Save.', worked('It holds your data.'))).toBe(
      '1. Open Store Settings.\n2. Click Sync Data.\n3. Save.',
    );
    // A lead that goes on past the list is not inside it.
    expect(completeLead('Click Sync Data. Then wait.', steps)).toBe('Click Sync Data. Then wait.');
  });
  it('quotes the steps whole for a lead from a later step into the paragraph after the list', () => {
    const then = (text: string): AnswerBlock[] => [...steps, { kind: 'p', text }];
    expect(
      completeLead('Click Sync Data. Save. Run it again later.', then('Run it again later.')),
    ).toBe(
      'Run a sync:\n1. Open Store Settings.\n2. Click Sync Data.\n3. Save.\n\nRun it again later.',
    );
    // What introduces another block is left to it.
    expect(completeLead('Click Sync Data. Save. Then check:', then('Then check:'))).toBe(
      'Run a sync:\n1. Open Store Settings.\n2. Click Sync Data.\n3. Save.',
    );
  });
  it('quotes the bullets a lead from a later bullet runs into, each whole', () => {
    const tips: AnswerBlock[] = [
      {
        kind: 'ul',
        items: [
          'Start small. Push drafts.',
          'Watch your limit. Each counts.',
          'Check health. After a push.',
        ],
      },
    ];
    expect(completeLead('Watch your limit. Each counts. Check health. After a push.', tips)).toBe(
      '- Watch your limit. Each counts.\n- Check health. After a push.',
    );
    // One bullet is a sentence or two, not a list; a bullet's first word alone is not quoted.
    expect(completeLead('Watch your limit. Each counts. Check', tips)).toBe(
      'Watch your limit. Each counts.',
    );
  });
  it('quotes a table between the sentences a lead runs on to past it, then those sentences', () => {
    const types: AnswerBlock[] = [
      { kind: 'p', text: 'VendorHub connects in two ways. The type decides what you enter.' },
      {
        kind: 'table',
        head: ['Type', 'Enter'],
        rows: [
          ['API', 'Keys'],
          ['FTP', 'Host'],
        ],
      },
      { kind: 'p', text: 'Use your own account. We only read your data.' },
    ];
    expect(completeLead('The type decides what you enter. Use your own account.', types)).toBe(
      'The type decides what you enter.\n- **API**: Keys\n- **FTP**: Host\n\nUse your own account.',
    );
  });
  it('drops the sentence that introduces a calculator the chat cannot show', () => {
    const blocks: AnswerBlock[] = [
      { kind: 'p', text: 'The store never shows less than 0. Try your own numbers:' },
      { kind: 'calculator' },
    ];
    expect(completeLead('The store never shows less than 0. Try your own numbers:', blocks)).toBe(
      'The store never shows less than 0.',
    );
  });
  it('shows the table of a section that has nothing else, instead of its cells run together', () => {
    const table: AnswerBlock = {
      kind: 'table',
      head: ['What you see', 'Likely cause'],
      rows: [['Your store shows 0', 'Quantity Delta']],
    };
    expect(
      completeLead('What you see Likely cause Your store shows 0 Quantity Delta', [table]),
    ).toBe('- **Your store shows 0**: Quantity Delta');
  });
  it('leaves a lead that touches no block as it is', () => {
    expect(completeLead('Plain answer.', steps)).toBe('Plain answer.');
    expect(completeLead('Plain answer.', undefined)).toBe('Plain answer.');
  });
});

describe('completeLead: "these" said before a list or table points at it', () => {
  const rows = Array.from({ length: 9 }, (_, i) => [`Area ${i + 1}`, `scope_${i + 1}`]);
  const section: AnswerBlock[] = [
    { kind: 'p', text: 'Select these scopes when you create the app. Keep the list.' },
    { kind: 'p', text: 'Each vendor gets a Location.' },
    { kind: 'table', head: ['Area', 'Scopes'], rows },
    { kind: 'p', text: 'Remove any of these scopes and products fail.' },
  ];
  it('carries the block whole, every row', () => {
    const reply = completeLead('Select these scopes when you create the app.', section);
    expect(reply).toMatch(
      /^Select these scopes when you create the app\.\n- \*\*Area 1\*\*: scope_1\n/,
    );
    expect(reply).toMatch(/\n- \*\*Area 9\*\*: scope_9$/);
  });
  it('leaves a lead without the pointing sentence, or one that points back after the block', () => {
    expect(completeLead('Each vendor gets a Location.', section)).toBe(
      'Each vendor gets a Location.',
    );
    const after = 'Remove any of these scopes and products fail.';
    expect(completeLead(after, section)).toBe(after);
    expect(completeLead('Select these scopes when you create the app.', section.slice(0, 2))).toBe(
      'Select these scopes when you create the app.',
    );
  });
});

describe('withSteps: the steps that fix a cause follow it', () => {
  const section: AnswerBlock[] = [
    { kind: 'p', text: 'A reset password stops the sync.' },
    { kind: 'h', text: 'Fix the credentials' },
    { kind: 'p', text: 'For an FTP vendor:' },
    { kind: 'ol', items: ['Open Vendor Settings.', 'Enter the new password and save.'] },
    { kind: 'p', text: 'Tip: change both at once.' },
  ];
  it('adds the steps under their heading and the sentence that introduces them', () => {
    expect(withSteps('A reset password stops the sync.', section)).toBe(
      'A reset password stops the sync.\n\n**Fix the credentials**\nFor an FTP vendor:\n1. Open Vendor Settings.\n2. Enter the new password and save.',
    );
  });
  it('adds steps with no heading or introduction as they are', () => {
    const bare: AnswerBlock[] = [section[0]!, section[3]!];
    expect(withSteps('A reset password stops the sync.', bare)).toBe(
      'A reset password stops the sync.\n\n1. Open Vendor Settings.\n2. Enter the new password and save.',
    );
  });
  it('leaves a lead that quotes a step or has steps of its own, and a section without steps', () => {
    const quoting = 'Enter the new password and save. Tip: change both at once.';
    expect(withSteps(quoting, section)).toBe(quoting);
    expect(withSteps('Do this:\n1. Wait.', section)).toBe('Do this:\n1. Wait.');
    expect(withSteps('Plain answer.', [section[0]!])).toBe('Plain answer.');
    expect(withSteps('Plain answer.', undefined)).toBe('Plain answer.');
    // A lead that opens under a subsection's heading, which has no steps, gets none from another.
    const other: AnswerBlock[] = [
      section[3]!,
      { kind: 'h', text: 'Add it to shipping' },
      { kind: 'p', text: 'Add the Location to the profile.' },
    ];
    const shipping = '**Add it to shipping**\nAdd the Location to the profile.';
    expect(withSteps(shipping, other, true)).toBe(shipping);
  });
  it('takes the list of steps the lead quotes, or the one under the heading the question names', () => {
    const two: AnswerBlock[] = [
      { kind: 'p', text: 'Vendors can send files.' },
      { kind: 'h', text: 'Prepare the file' },
      { kind: 'ol', items: ['Download the template.', 'Fill it in.'] },
      { kind: 'h', text: 'Upload it' },
      { kind: 'ol', items: ['Open Vendor Settings.', 'Click Upload.'] },
    ];
    // The lead already quotes a step of the second list: that detail stands alone.
    expect(withSteps('Click Upload.', two)).toBe('Click Upload.');
    const upload = (heading: string) => heading === 'Upload it';
    expect(withSteps('Vendors can send files.', two, true, upload)).toBe(
      'Vendors can send files.\n\n**Upload it**\n1. Open Vendor Settings.\n2. Click Upload.',
    );
    expect(withSteps('Vendors can send files.', two, true)).toMatch(/\*\*Prepare the file\*\*/);
  });

  it('gives a how-to question the whole steps when the lead starts quoting them midway', () => {
    // What the lead says after the steps it quotes follows them.
    const midway = 'For an FTP vendor. Enter the new password and save. Tip: change both at once.';
    expect(withSteps(midway, section, true)).toBe(
      'For an FTP vendor.\n\n**Fix the credentials**\nFor an FTP vendor:\n1. Open Vendor Settings.\n2. Enter the new password and save.\n\nTip: change both at once.',
    );
    expect(withSteps('Enter the new password and save.', section, true)).toBe(
      '**Fix the credentials**\nFor an FTP vendor:\n1. Open Vendor Settings.\n2. Enter the new password and save.',
    );
  });
});

describe('definitionFor: a definition question gets the words that say what the term is', () => {
  const passage = {
    text: 'Sometimes the MAP is higher than the MSRP.\nRule What it does\nMarkup A percentage added to cost\nFTP Downloads the feed files FTP host and password\nMAP (minimum advertised price) is the lowest price you may advertise. It is set by the vendor. Ask them. Then wait.\nThe vendor tag tells VendorHub which vendor a product belongs to. It joins the collection.',
    blocks: [
      {
        kind: 'table',
        head: ['Rule', 'What it does'],
        rows: [['Markup', 'A percentage added to cost']],
      },
      {
        kind: 'table',
        head: ['Step', 'Calculation', 'Price'],
        rows: [['Enforce MAP', '82.50 is below MAP 85.00', '85.00']],
      },
      {
        kind: 'table',
        head: ['Type', 'How it works', 'What you enter'],
        rows: [['FTP', 'Downloads the feed files', 'FTP host and password']],
      },
    ] satisfies AnswerBlock[],
  };
  it.each([
    // The sentence that starts with the term and says what it is, and up to two more.
    [
      "what's MAP?",
      'MAP (minimum advertised price) is the lowest price you may advertise. It is set by the vendor. Ask them.',
    ],
    [
      'What is the MAP',
      'MAP (minimum advertised price) is the lowest price you may advertise. It is set by the vendor. Ask them.',
    ],
    [
      'what does MAP mean?',
      'MAP (minimum advertised price) is the lowest price you may advertise. It is set by the vendor. Ask them.',
    ],
    // A follow-up's "and", "ok" or "so" before it asks the same.
    [
      'ok and what is MAP?',
      'MAP (minimum advertised price) is the lowest price you may advertise. It is set by the vendor. Ask them.',
    ],
    // A table's row names a term and says what it is, as the chat shows a row, before any sentence.
    ['what is markup?', '**Markup**: A percentage added to cost'],
    // Past two columns its cells are named by their columns, not run together as the text has them.
    [
      'what is FTP?',
      '**FTP**: How it works: Downloads the feed files; What you enter: FTP host and password',
    ],
    // A row with numbers is a worked example, not a definition.
    ['what is enforce MAP?', undefined],
    // A sentence that only uses the term defines nothing, nor does a question that is not "what is…".
    ['what is MSRP?', undefined],
    ['how do I set the markup?', undefined],
    // "What does … do?", and "what is …?" too, is also said by a sentence that starts with the
    // term and its verb: what a thing does says what it is.
    ['what does markup do?', '**Markup**: A percentage added to cost'],
    [
      'what does the vendor tag do?',
      'The vendor tag tells VendorHub which vendor a product belongs to. It joins the collection.',
    ],
    [
      'what is the vendor tag?',
      'The vendor tag tells VendorHub which vendor a product belongs to. It joins the collection.',
    ],
    // What a thing is for is what it is.
    [
      "what's the vendor tag for?",
      'The vendor tag tells VendorHub which vendor a product belongs to. It joins the collection.',
    ],
  ])('%s', (question, expected) => {
    expect(definitionFor(question, passage)).toBe(expected);
  });
});

describe('namedSubsection: a question that names a subsection by its heading gets it', () => {
  const read = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
  const section: AnswerBlock[] = [
    { kind: 'p', text: 'The vendor page shows its products.' },
    { kind: 'h', text: 'Search push' },
    { kind: 'p', text: 'Push products from the catalog.' },
    { kind: 'h', text: 'Sync statistics' },
    { kind: 'p', text: 'Counts products by channel:' },
    { kind: 'ul', items: ['By webhook: tagged in the store.', 'By search push: pushed.'] },
    { kind: 'p', text: 'The counts update at each sync.' },
    { kind: 'p', text: 'A later remark.' },
  ];
  it('quotes its heading, its text, its first list and the sentence after it', () => {
    expect(namedSubsection(section, read('what do the sync statistics show'), read)).toBe(
      '**Sync statistics**\nCounts products by channel:\n- By webhook: tagged in the store.\n- By search push: pushed.\nThe counts update at each sync.',
    );
  });
  it('needs every word of the heading, and two of them at least', () => {
    expect(namedSubsection(section, read('what are the statistics'), read)).toBeUndefined();
    const one: AnswerBlock[] = [{ kind: 'h', text: 'Statistics' }, section[4]!];
    expect(namedSubsection(one, read('what are the statistics'), read)).toBeUndefined();
  });
  it('takes a heading the question names over one that holds as many of its words', () => {
    const choose: AnswerBlock[] = [
      { kind: 'h', text: 'Set the delta' },
      { kind: 'p', text: 'Choose and enter the delta.' },
      { kind: 'h', text: 'Choose delta' },
      { kind: 'p', text: 'One suits most.' },
    ];
    expect(namedSubsection(choose, read('choose a delta'), read)).toBe(
      '**Choose delta**\nOne suits most.',
    );
  });
  it("takes the rest of a heading from the previous question a follow-up's 'it' points to", () => {
    const previous = read('what do the sync statistics show');
    expect(namedSubsection(section, read('which statistics'), read)).toBeUndefined();
    expect(namedSubsection(section, read('which statistics'), read, previous)).toMatch(
      /^\*\*Sync statistics\*\*/,
    );
    // The follow-up itself names a word of the heading.
    expect(namedSubsection(section, read('where are they'), read, previous)).toBeUndefined();
  });
  it('leaves a heading named in passing when another subsection holds more of the question', () => {
    // "Search push" is named, but the counters are in "Sync statistics".
    expect(
      namedSubsection(section, read('what do by webhook and by search push count'), read),
    ).toBeUndefined();
  });
});

describe('namedRow: a question that names one row of a table next to its first column gets that row', () => {
  const columns: AnswerBlock[] = [
    { kind: 'p', text: 'The columns:' },
    {
      kind: 'table',
      head: ['Column', 'What to put in it'],
      rows: [
        ['cost', 'Your cost per unit.'],
        ['weight_lb, image_url', 'Optional; used for new products.'],
        ['title, brand', 'Used for new products.'],
        ['10', 'Ten units.'],
      ],
    },
  ];
  const row = (question: string, said = 'Upload the file.') =>
    namedRow({ blocks: columns, title: 'Add a Vendor: Upload a file' }, question, said, tokenize);
  it('gives the row a question names, by one of its names, next to the column word', () => {
    expect(row("what's the image_url column for?")).toBe(
      '**weight_lb, image_url**: Optional; used for new products.',
    );
    expect(row('which column is cost?')).toBe('**cost**: Your cost per unit.');
  });
  it('leaves a name used in passing, a number, or a row the sentences already name', () => {
    expect(row('our brand sends a CSV, do I match the columns?')).toBeUndefined();
    expect(row('what does the 10 column hold?')).toBeUndefined();
    expect(row("what's the image_url column for?", 'Set image_url to an address.')).toBeUndefined();
  });
  it('leaves a question that names two rows', () => {
    expect(row('the cost column and the brand column?')).toBeUndefined();
  });
  it('gives the whole table, after its introduction, to a question for the kind of thing its first column holds', () => {
    const table = row('which columns does the file need?');
    expect(table).toMatch(/^The columns:\n- \*\*cost\*\*: Your cost per unit\.\n/);
    expect(table?.split('\n')).toHaveLength(5);
    expect(row('How many columns can it have?')).toBe(table);
    // "Column" used in passing, a table the sentences quote already, or one with no introduction.
    expect(row('do the columns need to be in order?')).toBeUndefined();
    expect(row('which columns does it need?', table!)).toBeUndefined();
    const untitled = { blocks: columns.slice(1), title: '' };
    expect(namedRow(untitled, 'which columns?', '', tokenize)).toBeUndefined();
  });
});

describe('namedRow: a code names its row', () => {
  const errors: AnswerBlock[] = [
    { kind: 'p', text: 'A call that fails answers with a status.' },
    {
      kind: 'table',
      head: ['Status', 'error', 'What it means'],
      rows: [
        ['401', 'unauthorized', 'The token is missing or revoked'],
        ['429', 'rate_limited', 'More than 120 requests in a minute'],
      ],
    },
  ];
  const scopes: AnswerBlock[] = [
    {
      kind: 'table',
      head: ['Area', 'Scopes'],
      rows: [
        ['Products', 'read_products, write_products'],
        ['Customers', 'read_customers'],
      ],
    },
  ];
  const counts: AnswerBlock[] = [
    { kind: 'table', head: ['Vendor quantity', 'Store quantity'], rows: [['100', '97']] },
  ];
  const row = (blocks: AnswerBlock[], question: string, said = 'Read the table.') =>
    namedRow({ blocks, title: 'API Reference: Errors' }, question, said, tokenize);
  it('gives the row of a number said beside any column name, or of an identifier said alone', () => {
    const limited =
      '**429**: error: rate_limited; What it means: More than 120 requests in a minute';
    expect(row(errors, 'i got a 429 error')).toBe(limited);
    expect(row(errors, 'what does status 401 mean?')).toMatch(/^\*\*401\*\*/);
    expect(row(errors, 'why rate_limited?')).toBe(limited);
    expect(row(scopes, 'why do you need read_customers')).toBe('**Customers**: read_customers');
  });
  it('gives the row even when the sentences quote the whole table', () => {
    const whole = `Select these scopes:\n${renderBlock(scopes[0]!)}`;
    expect(row(scopes, 'is write_products required?', whole)).toBe(
      '**Products**: read_products, write_products',
    );
  });
  it("gives the row of a number said beside a word of the passage's title", () => {
    expect(row(errors, "I'm getting a 401 from your API")).toMatch(
      /^\*\*401\*\*: error: unauthorized/,
    );
    // Beside no such word, a number is only a number.
    expect(row(errors, "I'm getting 401 orders a day")).toBeUndefined();
  });
  it('leaves a number said alone, a row of numbers, and a word the identifier holds', () => {
    expect(row(errors, 'i waited 429 seconds')).toBeUndefined();
    expect(row(counts, 'the vendor quantity is 100')).toBeUndefined();
    expect(row(errors, 'am I rate limited?')).toBeUndefined();
  });
});

describe('answerBlocks', () => {
  it('joins a list inside a step to it, with no semicolon after a full stop', () => {
    const [block] = answerBlocks([
      {
        t: 'ol',
        start: 1,
        items: [
          [
            { t: 'p', c: ['Check the conditions:'] },
            {
              t: 'ul',
              items: [
                [{ t: 'p', c: ['On the tag.'] }],
                [{ t: 'p', c: ['Equal to'] }],
                [{ t: 'p', c: ['Exact'] }],
              ],
            },
          ],
        ],
      },
    ]);
    expect(block).toEqual({
      kind: 'ol',
      items: ['Check the conditions: On the tag. Equal to; Exact'],
    });
  });
  it('keeps a subsection heading, which names the steps under it', () => {
    expect(answerBlocks([{ t: 'h', level: 3, id: 'fix', c: ['Fix it'] }])).toEqual([
      { kind: 'h', text: 'Fix it' },
    ]);
  });
});

describe('renderBlock', () => {
  it('turns a table into a short list, one row an item named by its first cell', () => {
    expect(
      renderBlock({
        kind: 'table',
        head: ['Pattern', 'Likely cause'],
        rows: [
          ['All products of one vendor', 'Expired credentials'],
          ['A few products', 'SKU mismatch'],
        ],
      }),
    ).toBe(
      '- **All products of one vendor**: Expired credentials\n- **A few products**: SKU mismatch',
    );
  });
  it('names the cells of a table of more than two columns by their column', () => {
    expect(
      renderBlock({
        kind: 'table',
        head: ['Method', 'Who sets it up', 'Choose it when'],
        rows: [['Custom App', 'You', 'You own the store']],
      }),
    ).toBe('- **Custom App**: Who sets it up: You; Choose it when: You own the store');
  });
  it('keeps numbered steps in a code block as steps', () => {
    expect(renderBlock({ kind: 'code', lines: ['1. price = cost', '2. round'] })).toBe(
      '1. `price = cost`\n2. `round`',
    );
  });
});
