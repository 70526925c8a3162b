/**
 * The n8n workflows we ship for import: valid JSON, only node types and
 * versions n8n 1.123 ships, every connection complete and of the right kind,
 * and nothing secret inside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forms } from '#app/forms/index.ts';
import { fieldNames, type FormSpec } from '#app/forms/contract.ts';

/**
 * Node types and the typeVersions we use, each read from the node's source in
 * n8n-io/n8n (the `version` array, or the version map of a versioned node):
 * - chatTrigger: ChatTrigger.node.ts `version: [1, 1.1, 1.2, 1.3]`; 1.3 has
 *   `responseMode: 'streaming'` for an embedded (`mode: 'webhook'`) public chat.
 * - agent: Agent.node.ts maps 2, 2.1, 2.2 to AgentV2; 2.2 adds `enableStreaming`.
 * - lmChatOpenAi: LmChatOpenAi.node.ts `version: [1, 1.1, 1.2]`; 1.2 takes the
 *   model as a resource locator, and the credential's base URL makes it any
 *   OpenAI-compatible API.
 * - memoryBufferWindow (Simple Memory): `version: [1, 1.1, 1.2, 1.3]`;
 *   `sessionIdType: 'fromInput'` keys it by the Chat Trigger's sessionId.
 * - mcpClientTool: McpClientTool.node.ts `version: [1, 1.1]`; 1.1 has
 *   `endpointUrl` and `serverTransport: 'httpStreamable'`.
 * - webhook: Webhook.node.ts `version: [1, 1.1, 2, 2.1]`.
 * - noOp: `version: 1`.
 * n8n keeps every version of a node it has shipped, so these load in 1.123.
 */
const SHIPPED: Record<string, number[]> = {
  '@n8n/n8n-nodes-langchain.chatTrigger': [1, 1.1, 1.2, 1.3],
  '@n8n/n8n-nodes-langchain.agent': [2, 2.1, 2.2],
  '@n8n/n8n-nodes-langchain.lmChatOpenAi': [1, 1.1, 1.2],
  '@n8n/n8n-nodes-langchain.memoryBufferWindow': [1, 1.1, 1.2, 1.3],
  '@n8n/n8n-nodes-langchain.mcpClientTool': [1, 1.1],
  'n8n-nodes-base.webhook': [1, 1.1, 2, 2.1],
  'n8n-nodes-base.noOp': [1],
};

/** The connection a sub-node's output makes, by node type (its `outputs` in the source). */
const SUB_NODE_OUTPUT: Record<string, string> = {
  '@n8n/n8n-nodes-langchain.lmChatOpenAi': 'ai_languageModel',
  '@n8n/n8n-nodes-langchain.memoryBufferWindow': 'ai_memory',
  '@n8n/n8n-nodes-langchain.mcpClientTool': 'ai_tool',
};

/** The only credential types a workflow names, and only by reference. */
const CREDENTIAL_TYPES = new Set(['openAiApi']);

interface N8nNode {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  parameters: Record<string, unknown>;
  credentials?: Record<string, { id: string; name: string }>;
}
interface Workflow {
  name: string;
  nodes: N8nNode[];
  connections: Record<string, Record<string, { node: string; type: string; index: number }[][]>>;
}

const dir = import.meta.dirname;
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Workflow;

/** Every string value in a JSON tree with its key path. */
function* strings(value: unknown, at = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value))
    for (const [i, v] of value.entries()) yield* strings(v, `${at}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, at ? `${at}.${k}` : k);
}

describe.each(files)('n8n workflow %s', (file) => {
  const workflow = read(file);
  const byName = new Map(workflow.nodes.map((n) => [n.name, n]));

  it('is a workflow with uniquely named, uniquely identified nodes', () => {
    expect(workflow.name).toMatch(/^VendorHub /);
    expect(byName.size).toBe(workflow.nodes.length);
    expect(new Set(workflow.nodes.map((n) => n.id)).size).toBe(workflow.nodes.length);
  });

  it.each(workflow.nodes.map((n) => [n.name, n] as const))(
    'node %s is a type and version n8n 1.123 ships',
    (_, node) => {
      expect(SHIPPED[node.type], node.type).toBeDefined();
      expect(SHIPPED[node.type]).toContain(node.typeVersion);
    },
  );

  it('connects only existing nodes, sub-nodes by their own connection type', () => {
    for (const [source, outputs] of Object.entries(workflow.connections)) {
      const from = byName.get(source);
      expect(from, source).toBeDefined();
      for (const [type, groups] of Object.entries(outputs)) {
        expect(type).toBe(SUB_NODE_OUTPUT[from!.type] ?? 'main');
        for (const target of groups.flat()) {
          expect(byName.has(target.node), target.node).toBe(true);
          expect(target.type).toBe(type);
        }
      }
    }
    // Every node but the triggers is reached by some connection or feeds one.
    const linked = new Set([
      ...Object.keys(workflow.connections),
      ...Object.values(workflow.connections).flatMap((o) =>
        Object.values(o).flatMap((g) => g.flat().map((t) => t.node)),
      ),
    ]);
    for (const node of workflow.nodes) expect(linked.has(node.name), node.name).toBe(true);
  });

  it('holds no secret: credentials by reference only, no keys, tokens or passwords', () => {
    for (const node of workflow.nodes) {
      for (const [type, ref] of Object.entries(node.credentials ?? {})) {
        expect(CREDENTIAL_TYPES.has(type), type).toBe(true);
        expect(Object.keys(ref).sort()).toEqual(['id', 'name']);
      }
    }
    for (const [at, value] of strings(workflow)) {
      expect(at).not.toMatch(/apiKey|password|secret|token|authorization/i);
      expect(value, at).not.toMatch(
        /\bsk-[A-Za-z0-9]{8,}|Bearer\s+\S{8,}|:\/\/[^/\s:@]+:[^/\s@]+@/,
      );
    }
  });
});

describe('help-agent.json', () => {
  const workflow = read('help-agent.json');
  const node = (type: string) => workflow.nodes.find((n) => n.type === type)!;

  it('is a public, streaming, embedded Chat Trigger for the site, with history from memory', () => {
    expect(node('@n8n/n8n-nodes-langchain.chatTrigger').parameters).toEqual({
      public: true,
      mode: 'webhook',
      authentication: 'none',
      options: {
        allowedOrigins: '{{SITE_URL}}',
        loadPreviousSession: 'memory',
        responseMode: 'streaming',
      },
    });
  });

  it('gives the agent the MCP server at {{SITE_URL}}/mcp, a model and a memory keyed by session', () => {
    const agent = node('@n8n/n8n-nodes-langchain.agent').name;
    for (const [type, kind] of Object.entries(SUB_NODE_OUTPUT)) {
      const targets = workflow.connections[node(type).name]![kind]!.flat().map((t) => t.node);
      expect(targets).toContain(agent);
    }
    expect(node('@n8n/n8n-nodes-langchain.mcpClientTool').parameters).toMatchObject({
      endpointUrl: '{{SITE_URL}}/mcp',
      serverTransport: 'httpStreamable',
      authentication: 'none',
    });
    expect(node('@n8n/n8n-nodes-langchain.memoryBufferWindow').parameters).toMatchObject({
      sessionIdType: 'fromInput',
    });
  });

  it('tells the agent to answer only from the tools, cite URLs and say when it does not know', () => {
    const { options } = node('@n8n/n8n-nodes-langchain.agent').parameters as {
      options: { systemMessage: string; enableStreaming: boolean };
    };
    expect(options.enableStreaming).toBe(true);
    expect(options.systemMessage).toMatch(/Answer only from what the VendorHub tools return/);
    expect(options.systemMessage).toMatch(/Cite the page URLs/);
    expect(options.systemMessage).toMatch(/say that you do not know/);
  });
});

describe('forms.json', () => {
  const workflow = read('forms.json');

  it.each(Object.values(forms).map((f) => [f.id, f as FormSpec] as const))(
    'receives the %s form by POST, naming the fields the site sends',
    (id, form) => {
      const hook = workflow.nodes.find(
        (n) => n.type === 'n8n-nodes-base.webhook' && n.parameters.path === `vendorhub-${id}`,
      ) as (N8nNode & { notes: string }) | undefined;
      expect(hook).toBeDefined();
      expect(hook!.parameters.httpMethod).toBe('POST');
      const fields = [...fieldNames(form), ...(form.upload ? [form.upload.name] : [])];
      expect(hook!.notes).toContain(fields.join(', ').replace(/, resume$/, ' and the file resume'));
    },
  );
});
