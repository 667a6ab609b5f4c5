import '@/lib/server-only';
/** Copy-paste examples for each operation of /api/v1, in curl and in JavaScript (Node 18+ or a browser). */
export function referenceExamples(baseUrl: string): Record<string, { curl: string; javascript: string }> {
  const auth = '-H "Authorization: Bearer $ROOMCRAFT_API_KEY"';
  const jsAuth = 'headers: { Authorization: `Bearer ${process.env.ROOMCRAFT_API_KEY}` }';
  const id = '3f2b7c1e-8d4a-4f6b-9c2d-1a5e7b9c0d11';
  return {
    createRender: {
      curl: [
        `curl -X POST ${baseUrl}/renders \\`,
        `  ${auth} \\`,
        '  -H "Content-Type: application/json" \\',
        '  -H "Idempotency-Key: listing-4512-living-room" \\',
        `  -d '{"image_url": "https://example.com/listing/living-room.jpg",`,
        `       "tool": "virtual-staging", "room_type": "living_room", "style": "scandinavian",`,
        `       "webhook_url": "https://example.com/hooks/roomcraft"}'`,
        '',
        '# Or upload the photo itself:',
        `curl -X POST ${baseUrl}/renders ${auth} \\`,
        '  -F image=@living-room.jpg -F tool=virtual-staging -F room_type=living_room -F style=scandinavian',
      ].join('\n'),
      javascript: [
        `const response = await fetch('${baseUrl}/renders', {`,
        "  method: 'POST',",
        '  headers: {',
        '    Authorization: `Bearer ${process.env.ROOMCRAFT_API_KEY}`,',
        "    'Content-Type': 'application/json',",
        "    'Idempotency-Key': 'listing-4512-living-room',",
        '  },',
        '  body: JSON.stringify({',
        "    image_url: 'https://example.com/listing/living-room.jpg',",
        "    tool: 'virtual-staging',",
        "    room_type: 'living_room',",
        "    style: 'scandinavian',",
        '  }),',
        '});',
        'const render = await response.json(); // 202: { id, status: "queued", ... }',
      ].join('\n'),
    },
    listRenders: {
      curl: `curl "${baseUrl}/renders?limit=20" ${auth}`,
      javascript: [
        `let url = '${baseUrl}/renders?limit=100';`,
        'const all = [];',
        'while (url) {',
        `  const page = await (await fetch(url, { ${jsAuth} })).json();`,
        '  all.push(...page.data);',
        `  url = page.has_more ? \`${baseUrl}/renders?limit=100&cursor=\${page.next_cursor}\` : null;`,
        '}',
      ].join('\n'),
    },
    getRender: {
      curl: `curl ${baseUrl}/renders/${id} ${auth}`,
      javascript: [
        '// Poll every few seconds until the render is finished (or use webhook_url).',
        'let render;',
        'do {',
        '  await new Promise((resolve) => setTimeout(resolve, 3000));',
        `  render = await (await fetch(\`${baseUrl}/renders/\${id}\`, { ${jsAuth} })).json();`,
        "} while (render.status === 'queued' || render.status === 'processing');",
        `const image = await fetch(render.outputs[0], { ${jsAuth} });`,
      ].join('\n'),
    },
    deleteRender: {
      curl: `curl -X DELETE ${baseUrl}/renders/${id} ${auth}`,
      javascript: `await fetch(\`${baseUrl}/renders/\${id}\`, { method: 'DELETE', ${jsAuth} });`,
    },
    createBatch: {
      curl: [
        `curl -X POST ${baseUrl}/batches \\`,
        `  ${auth} \\`,
        '  -H "Content-Type: application/json" \\',
        '  -H "Idempotency-Key: listing-4512" \\',
        `  -d '{"style": "scandinavian", "webhook_url": "https://example.com/hooks/roomcraft",`,
        `       "photos": [`,
        `         {"image_url": "https://example.com/listing/living-room.jpg", "tool": "virtual-staging", "room_type": "living_room", "room_group": 1},`,
        `         {"image_url": "https://example.com/listing/living-room-2.jpg", "tool": "virtual-staging", "room_type": "living_room", "room_group": 1},`,
        `         {"image_url": "https://example.com/listing/kitchen.jpg", "tool": "lighting", "room_type": "kitchen"}],`,
        `       "listing": {"property_type": "house", "bedrooms": 3, "bathrooms": 2, "area": 1450, "area_unit": "sqft",`,
        `                   "location": "Maple Grove", "features": ["south-facing garden"]}}'`,
      ].join('\n'),
      javascript: [
        `const response = await fetch('${baseUrl}/batches', {`,
        "  method: 'POST',",
        '  headers: {',
        '    Authorization: `Bearer ${process.env.ROOMCRAFT_API_KEY}`,',
        "    'Content-Type': 'application/json',",
        '    // A retry with the same key and body answers with the same batch and takes no images again.',
        "    'Idempotency-Key': 'listing-4512',",
        '  },',
        '  body: JSON.stringify({',
        "    style: 'scandinavian',",
        '    photos: [',
        '      // Two photos of one living room: staged together, with the same furniture.',
        "      { image_url: 'https://example.com/listing/living-room.jpg', tool: 'virtual-staging', room_type: 'living_room', room_group: 1 },",
        "      { image_url: 'https://example.com/listing/living-room-2.jpg', tool: 'virtual-staging', room_type: 'living_room', room_group: 1 },",
        "      { image_url: 'https://example.com/listing/kitchen.jpg', tool: 'lighting', room_type: 'kitchen' },",
        '    ],',
        '  }),',
        '});',
        'const batch = await response.json(); // 202: { id, status: "processing", photos: [...] }',
      ].join('\n'),
    },
    getBatch: {
      curl: `curl ${baseUrl}/batches/${id} ${auth}`,
      javascript: [
        '// Poll until every photo has ended (or use webhook_url for a batch.finished webhook); a retried photo reopens it.',
        'let batch;',
        'do {',
        '  await new Promise((resolve) => setTimeout(resolve, 5000));',
        `  batch = await (await fetch(\`${baseUrl}/batches/\${id}\`, { ${jsAuth} })).json();`,
        "} while (batch.status === 'processing');",
      ].join('\n'),
    },
    downloadBatchKit: {
      curl: `curl -o listing-kit.zip ${baseUrl}/batches/${id}/kit ${auth}`,
      javascript: [
        "import { createWriteStream } from 'node:fs';",
        "import { Readable } from 'node:stream';",
        `const kit = await fetch(batch.kit_url, { ${jsAuth} });`,
        "Readable.fromWeb(kit.body).pipe(createWriteStream('listing-kit.zip'));",
      ].join('\n'),
    },
    getUsage: {
      curl: `curl ${baseUrl}/usage ${auth}`,
      javascript: [
        `const usage = await (await fetch('${baseUrl}/usage', { ${jsAuth} })).json();`,
        'console.log(`${usage.used_this_month} of ${usage.monthly_allowance} images used`);',
      ].join('\n'),
    },
    getOpenApiDocument: {
      curl: `curl ${baseUrl}/openapi.json`,
      javascript: `const document = await (await fetch('${baseUrl}/openapi.json')).json();`,
    },
  };
}

/** The documented webhook check, for a receiver in Node. */
export function webhookVerificationExample(): string {
  return [
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    '',
    '// rawBody: the request body exactly as received; header: the Roomcraft-Signature header.',
    'function verifyRoomcraftWebhook(rawBody, header, secret) {',
    "  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));",
    '  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > 300) return false;',
    "  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();",
    "  const given = Buffer.from(parts.v1 ?? '', 'hex');",
    '  return given.length === expected.length && timingSafeEqual(given, expected);',
    '}',
  ].join('\n');
}
