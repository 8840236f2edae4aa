// Data-room bench (issue 17), against any running stack: `node bench/dataroom.mjs`
// (URL and keys from `npm run stack:status` of the profile in STACK_PROFILE / the STACK_*_PORT
// variables, or SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL,
// SUPABASE_JWT_SECRET).
//
// Cases, through the gateway:
//  1. list a data room of 500 documents (public.data_room(), what the page sends) as a buyer with
//     access (RLS, the tier rule) and as the service role with the same `sub`;
//  2. sign a download in Storage as the listing's owner (policy on storage.objects) and as the
//     service role;
//  3. a buyer opens a document through the data-room function (rule + logged read + 60 s URL);
//  4. the function stamps a 50-page PDF for a buyer;
//  5. a 25 MB upload and its download, with the resident memory of Storage and the gateway sampled.
// Budgets: p95 ≤ 30 ms for 1–3, RLS ≤ 1.3× service role for 1–2 (median of 5 block ratios, as
// bench/README.md explains), stamping p95 ≤ 1 s, memory growth ≤ 48 MB. Exit 1 on a miss.
// The listing's 500 documents sit among 20 other listings' data rooms of 500 documents each.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { SignJWT } from 'jose';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { stackConfig } from '../stack/lib/config.mjs';
import { percentile, summarize } from './lib/measure.mjs';

const BUDGET = { p95Ms: 30, rlsRatio: 1.3, stampMs: 1000, memoryGrowthMb: 48 };
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = 20;
const DOCUMENTS = 500;
const OTHER_ROOMS = 20;

const cfg = stackConfig(process.env.STACK_PROFILE ?? 'dev');
const url = process.env.SUPABASE_URL ?? cfg.apiUrl;
const anonKey = process.env.SUPABASE_ANON_KEY ?? cfg.anonKey;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? cfg.serviceRoleKey;
const dbUrl = process.env.SUPABASE_DB_URL ?? cfg.dbUrl;
const secret = new TextEncoder().encode(process.env.SUPABASE_JWT_SECRET ?? cfg.jwtSecret);

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

const token = (claims) =>
  new SignJWT({ aud: 'authenticated', aal: 'aal1', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(secret);

async function user(role, label) {
  const email = `bench-dr-${label}-${randomUUID().slice(0, 8)}@bench.test`;
  const response = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password: `Bench-${randomUUID()}`,
      email_confirm: true,
      user_metadata: { name: `Bench ${label}`, role, phone_number: '+49 30 1234567' },
    }),
  });
  const { id } = await response.json();
  await db.query(
    `update public.profiles set verification_status = 'verified', verified_at = now() where id = $1`,
    [id],
  );
  return {
    id,
    email,
    jwt: await token({ sub: id, role: 'authenticated', email }),
    // RLS off, same auth.uid(): what the bench compares with.
    serviceJwt: await token({ sub: id, role: 'service_role', email }),
  };
}

const headers = (jwt, key = anonKey) => ({
  apikey: key,
  Authorization: `Bearer ${jwt}`,
  'Content-Type': 'application/json',
});

async function rpc(jwt, name, args, key) {
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: headers(jwt, key),
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const listingArgs = (title) => ({
  p_type: 'sell',
  p_title: title,
  p_industry: 'Technology',
  p_revenue: '1M-2M',
  p_employees: '11-50',
  p_location: 'Germany',
  p_description: 'Bench',
  p_anonymized_description: 'Bench data room',
  p_full_details: 'Bench',
});

/** 500 documents (a third per tier, in 5 folders) with a stored object each, written set-based. */
async function fillRoom(listingId, ownerId) {
  await db.query(
    `with folders as (
       insert into public.data_room_folders (listing_id, name)
       select $1, 'Folder ' || f from generate_series(1, 5) f returning id
     ), numbered as (select id, row_number() over () as n from folders)
     insert into public.data_room_documents (listing_id, folder_id, name, tier)
     select $1, (select id from numbered where n = 1 + i % 5), 'Document ' || i,
       (array['teaser', 'nda', 'access'])[1 + i % 3]::public.data_room_tier
     from generate_series(1, $2::int) i`,
    [listingId, DOCUMENTS],
  );
  await db.query(
    `insert into public.data_room_versions (document_id, listing_id, version_no, file_name, mime_type, size_bytes, uploaded_by, status, completed_at)
     select d.id, d.listing_id, 1, d.name || '.csv', 'text/csv', 1000, $2::uuid, 'ready', now()
     from public.data_room_documents d where d.listing_id = $1`,
    [listingId, ownerId],
  );
  await db.query(
    `update public.data_room_documents d set current_version_id = v.id
     from public.data_room_versions v where v.document_id = d.id and d.listing_id = $1`,
    [listingId],
  );
  await db.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata)
     select 'data-room', v.object_name, $2::uuid, $2::text, gen_random_uuid()::text,
       jsonb_build_object('mimetype', 'text/csv', 'size', 1000)
     from public.data_room_versions v where v.listing_id = $1`,
    [listingId, ownerId],
  );
}

async function makePdf(pages) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line++)
      page.drawText(`Bench financials, page ${i}, line ${line}: revenue, EBITDA, customers`, {
        x: 40,
        y: 800 - line * 18,
        size: 10,
        font,
      });
  }
  return pdf.save();
}

/** The owner's upload as the app makes it; the body may be a stream. */
async function upload(owner, listingId, { name, type, size, body, tier = 'access' }) {
  const [begun] = await rpc(owner.jwt, 'begin_data_room_upload', {
    p_listing_id: listingId,
    p_file_name: name,
    p_mime_type: type,
    p_size_bytes: size,
    p_tier: tier,
  });
  const put = await fetch(`${url}/storage/v1/object/data-room/${begun.object_name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${owner.jwt}`,
      'Content-Type': type,
      'Content-Length': String(size),
    },
    body,
    duplex: 'half',
  });
  if (!put.ok) throw new Error(`upload ${name}: ${put.status} ${await put.text()}`);
  const done = await fetch(`${url}/functions/v1/data-room`, {
    method: 'POST',
    headers: headers(owner.jwt),
    body: JSON.stringify({ action: 'complete', version_id: begun.version_id }),
  });
  if (!done.ok) throw new Error(`complete ${name}: ${done.status} ${await done.text()}`);
  return begun;
}

async function timed(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Interleaved runs of the variants; p95 per variant and the median of 5 block ratios a/b. */
async function measure(title, variants, runs = RUNS) {
  const names = Object.keys(variants);
  for (let i = 0; i < WARMUP; i++) for (const name of names) await variants[name]();
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < runs; i++)
    for (const name of names) samples[name].push(await timed(variants[name]));
  const result = {
    title,
    ...Object.fromEntries(names.map((name) => [name, summarize(samples[name])])),
  };
  if (names.length === 2) {
    const size = Math.floor(runs / 5);
    const ratios = Array.from({ length: 5 }, (_, b) => {
      const block = (name) => samples[name].slice(b * size, (b + 1) * size).sort((x, y) => x - y);
      return percentile(block(names[0]), 95) / percentile(block(names[1]), 95);
    }).sort((x, y) => x - y);
    result.ratio = Math.round(ratios[2] * 100) / 100;
  }
  return result;
}

const ok = (response) => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return response.arrayBuffer();
};

function rss(name) {
  const pid = readFileSync(join(cfg.runDir, `${name}.pid`), 'utf8').trim();
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
}

async function withMemory(fn) {
  const names = ['storage', 'gateway'];
  const baseline = Object.fromEntries(names.map((name) => [name, rss(name)]));
  const peak = { ...baseline };
  const timer = setInterval(() => {
    for (const name of names) peak[name] = Math.max(peak[name], rss(name));
  }, 20);
  const ms = await timed(fn);
  clearInterval(timer);
  for (const name of names) peak[name] = Math.max(peak[name], rss(name));
  return {
    ms: Math.round(ms),
    growthMb: Object.fromEntries(
      names.map((name) => [name, Math.round(((peak[name] - baseline[name]) / 1048576) * 10) / 10]),
    ),
  };
}

// --- set-up ------------------------------------------------------------------------------------
console.error('data-room bench: setting up');
const [seller, buyer] = await Promise.all([user('company', 'seller'), user('investor', 'buyer')]);
await db.query(
  `insert into public.billing_info (user_id, company_name, company_email, responsible_person, phone_number, uid_number, street_address, city, postal_code, country)
   values ($1, 'Bench Capital GmbH', 'billing@bench.test', 'Bench Buyer', '+49 30 1234567', 'DE123456789', 'Friedrichstraße 10', 'Berlin', '10117', 'Germany')`,
  [buyer.id],
);
const listingId = await rpc(seller.jwt, 'create_listing', listingArgs('Bench data room GmbH'));
for (let i = 0; i < OTHER_ROOMS; i++)
  await fillRoom(
    await rpc(seller.jwt, 'create_listing', listingArgs(`Other room ${i}`)),
    seller.id,
  );
await fillRoom(listingId, seller.id);
await fetch(`${url}/rest/v1/nda_signatures`, {
  method: 'POST',
  headers: headers(buyer.jwt),
  body: JSON.stringify({ listing_id: listingId, signer_name: 'Bench Buyer' }),
});
const {
  rows: [deal],
} = await db.query('select id from public.deals where listing_id = $1 and buyer_id = $2', [
  listingId,
  buyer.id,
]);
await rpc(buyer.jwt, 'move_deal', { p_deal_id: deal.id, p_stage: 'access_requested' });
await rpc(seller.jwt, 'move_deal', { p_deal_id: deal.id, p_stage: 'access_granted' });
await db.query(
  'analyze public.data_room_documents, public.data_room_versions, public.data_room_folders, storage.objects',
);
const {
  rows: [sample],
} = await db.query(
  `select d.id, v.object_name from public.data_room_documents d join public.data_room_versions v on v.id = d.current_version_id
   where d.listing_id = $1 and d.tier = 'access' order by d.name limit 1`,
  [listingId],
);
const room = await rpc(buyer.jwt, 'data_room', { p_listing_id: listingId });
if (room.documents.length !== DOCUMENTS)
  throw new Error(`the buyer sees ${room.documents.length} documents`);

// --- cases ------------------------------------------------------------------------------------
const results = [];
console.error('  listing 500 documents');
results.push(
  await measure('List a data room of 500 documents (rpc data_room)', {
    rls: () =>
      fetch(`${url}/rest/v1/rpc/data_room`, {
        method: 'POST',
        headers: headers(buyer.jwt),
        body: JSON.stringify({ p_listing_id: listingId }),
      }).then(ok),
    service: () =>
      fetch(`${url}/rest/v1/rpc/data_room`, {
        method: 'POST',
        headers: headers(buyer.serviceJwt, serviceKey),
        body: JSON.stringify({ p_listing_id: listingId }),
      }).then(ok),
  }),
);
console.error('  signing a download');
const signBody = JSON.stringify({ expiresIn: 60 });
results.push(
  await measure('Sign a download (Storage, owner under the policy vs service role)', {
    rls: () =>
      fetch(`${url}/storage/v1/object/sign/data-room/${sample.object_name}`, {
        method: 'POST',
        headers: headers(seller.jwt),
        body: signBody,
      }).then(ok),
    service: () =>
      fetch(`${url}/storage/v1/object/sign/data-room/${sample.object_name}`, {
        method: 'POST',
        headers: headers(serviceKey, serviceKey),
        body: signBody,
      }).then(ok),
  }),
);
console.error('  a buyer opens a document (function: rule, logged read, signed URL)');
const openBody = JSON.stringify({ action: 'open', document_id: sample.id });
results.push(
  await measure(
    'Buyer opens a document (data-room function → 60 s signed URL)',
    {
      rls: () =>
        fetch(`${url}/functions/v1/data-room`, {
          method: 'POST',
          headers: headers(buyer.jwt),
          body: openBody,
        }).then(ok),
    },
    Math.min(RUNS, 200),
  ),
);

console.error('  stamping a 50-page PDF');
const pdf = await makePdf(50);
const stampedDoc = await upload(seller, listingId, {
  name: 'Financials 50 pages.pdf',
  type: 'application/pdf',
  size: pdf.length,
  body: pdf,
});
const stampBody = JSON.stringify({ action: 'open', document_id: stampedDoc.document_id });
const stamp = await measure(
  `Stamp a 50-page PDF (${Math.round(pdf.length / 1024)} KB) for a buyer`,
  {
    rls: () =>
      fetch(`${url}/functions/v1/data-room`, {
        method: 'POST',
        headers: headers(buyer.jwt),
        body: stampBody,
      }).then(ok),
  },
  30,
);

console.error('  25 MB upload and download, memory of Storage and the gateway');
const SIZE = 25 * 1024 * 1024 - 1024;
const chunks = function* () {
  yield Buffer.from('%PDF-1.7\n');
  let sent = 9;
  while (sent < SIZE) {
    const chunk = Buffer.alloc(Math.min(1024 * 1024, SIZE - sent), 0x20);
    sent += chunk.length;
    yield chunk;
  }
};
let big;
const uploadMemory = await withMemory(async () => {
  big = await upload(seller, listingId, {
    name: 'Large scan.pdf',
    type: 'application/pdf',
    size: SIZE,
    body: Readable.toWeb(Readable.from(chunks())),
  });
});
const downloadMemory = await withMemory(async () => {
  const response = await fetch(
    `${url}/storage/v1/object/authenticated/data-room/${big.object_name}`,
    { headers: headers(seller.jwt) },
  );
  const reader = response.body.getReader();
  for (;;) if ((await reader.read()).done) break;
});

// --- report -----------------------------------------------------------------------------------
const misses = [];
const lines = [
  '| Case | p50 | p95 | max | service p95 | RLS × | ok |',
  '|---|---:|---:|---:|---:|---:|:-:|',
];
for (const r of [...results, stamp]) {
  const budget = r === stamp ? BUDGET.stampMs : BUDGET.p95Ms;
  const good = r.rls.p95 <= budget && (r.ratio === undefined || r.ratio <= BUDGET.rlsRatio);
  if (!good) misses.push(r.title);
  lines.push(
    `| ${r.title} | ${r.rls.p50} | ${r.rls.p95} | ${r.rls.max} | ${r.service?.p95 ?? 'n/a'} | ${r.ratio ?? 'n/a'} | ${good ? '✔' : '✘'} |`,
  );
}
for (const [label, m] of [
  ['25 MB upload (stream → gateway → Storage → disk, then the check)', uploadMemory],
  ['25 MB download (owner, authenticated)', downloadMemory],
]) {
  const good = Math.max(...Object.values(m.growthMb)) <= BUDGET.memoryGrowthMb;
  if (!good) misses.push(label);
  lines.push(
    `| ${label}: ${m.ms} ms; memory growth Storage ${m.growthMb.storage} MB, gateway ${m.growthMb.gateway} MB | | | | | | ${good ? '✔' : '✘'} |`,
  );
}
console.log(lines.join('\n'));
console.log(
  `\nload average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
await db.end();
if (misses.length) {
  console.log(`\nMissed: ${misses.join('; ')}`);
  process.exit(1);
}
