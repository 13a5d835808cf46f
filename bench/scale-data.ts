/**
 * Realistic rows for the scale benchmark, made by PostgreSQL itself (generate_series), in time
 * order over three years up to now: products (half of them paver blocks), quote requests for
 * them, and contact messages (mostly answered, the newest ones new).
 */
import type pg from "pg";

export interface ScaleSize {
  label: string;
  products: number;
  inquiries: number;
  messages: number;
}

const FIRST = ["Amit", "Priya", "Rahul", "Sneha", "Vikram", "Anita", "Suresh", "Kavita", "Rajesh", "Pooja", "Arjun", "Meena", "Sanjay", "Neha", "Manoj"];
const LAST = ["Patel", "Shah", "Desai", "Mehta", "Joshi", "Kumar", "Sharma", "Singh", "Rao", "Iyer", "Nair", "Gupta", "Verma", "Reddy", "Chauhan"];
const CITIES = ["Surat", "Vadodara", "Ahmedabad", "Bharuch", "Navsari", "Valsad", "Vapi", "Ankleshwar", "Rajkot", "Mumbai"];
const COMPANIES = ["", "", "Shree Infra", "Patel Builders", "Sai Constructions", "Om Developers", "Green Homes", "Metro Projects", "Gujarat Roadways"];
const PROJECTS = ["Residential", "Commercial", "Industrial", "Road work", "Farmhouse", "Parking", "Garden", "Factory shed"];
const GOODS = [
  "paver blocks",
  "zig-zag paver blocks",
  "kerb stones",
  "fly ash bricks",
  "fencing poles",
  "a precast compound wall",
  "CCON blocks",
  "solid concrete blocks",
];
const TEMPLATES = [
  "Please send a quotation for %s sq ft of %s delivered to %s.",
  "We need %s pieces of %s for a site near %s. What is your best price and delivery time?",
  "We are looking at about %s units of %s for a project in %s. Please call back.",
  "Kindly share rates for %s nos of %s with transport to %s.",
];
const STYLES = ["Zig-Zag", "I-Shape", "Unipaver", "Cosmic", "Milano", "Hexagonal", "Rubber Mould", "Heavy Duty", "Colour", "Grass"];

const lit = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`;
const pick = (xs: string[], i: string) => `(${lit(xs)})[1 + (${i}) % ${xs.length}]`;
/** Row i of n, spread evenly over the three years up to now (ascending: rows are stored in time order). */
const at = (n: number) => `now() - interval '3 years' + (i - 1) * (interval '3 years' / ${n})`;

export async function fillDatabase(client: pg.Client, size: ScaleSize): Promise<void> {
  const [{ n: existing }] = (await client.query<{ n: number }>("select count(*)::int as n from products")).rows;
  const products = Math.max(0, size.products - existing);
  // Products: even i in paver blocks (half the catalogue), odd i over the other categories; 90 % active.
  await client.query(`
    with cats as (select array_agg(id order by sort_order) filter (where slug <> 'paver-blocks') as others,
                         max(id) filter (where slug = 'paver-blocks') as paver from categories),
         imgs as (select array_agg(image_url order by id) as urls from products where image_url is not null)
    insert into products (name, slug, category_id, description, price, unit, min_order_quantity, min_order_unit, image_url, specs, status, stock, views, created_at, updated_at)
    select
      case when i % 2 = 0 then ${pick(STYLES, "i / 2")} || ' Paver Block ' || (40 + (i % 7) * 10) || ' mm No. ' || i
           else 'Precast Item ' || ${pick(["A", "B", "C", "D", "E"], "i")} || '-' || i end,
      'bench-product-' || i,
      case when i % 2 = 0 then cats.paver else cats.others[1 + (i / 2) % array_length(cats.others, 1)] end,
      'Machine-pressed, vibro-compacted concrete for driveways, parking and factory floors. Cured 28 days; ' ||
        'consistent size and colour; laid without mortar. Lot ' || i || '.',
      (20 + (i % 90))::numeric(12, 2), 'Sq Ft', 100 + (i % 10) * 50, 'Sq Ft',
      imgs.urls[1 + i % array_length(imgs.urls, 1)],
      jsonb_build_object('material', 'M35 concrete', 'size', (40 + (i % 7) * 10) || ' mm', 'color', ${pick(["Grey", "Red", "Yellow", "Black"], "i")}),
      (case when i % 20 = 0 then 'inactive' when i % 20 = 1 then 'draft' else 'active' end)::product_status,
      (case when i % 15 = 0 then 'low-stock' else 'in-stock' end)::stock_level,
      i % 500, ${at(products)}, ${at(products)}
    from generate_series(1, ${products}) i, cats, imgs`);

  await client.query(`
    with live as (select array_agg(id order by id) as ids from products where status = 'active')
    insert into inquiries (product_id, product_name, category_name, name, country_code, mobile, quantity, unit, created_at)
    select p.id, p.name, c.name, f.first || ' ' || f.last, '+91', (9000000000 + (i::bigint * 7919) % 999999999)::text,
           100 + (i % 50) * 100, 'Sq Ft', f.at
    from (select i, live.ids[1 + (i * 31) % array_length(live.ids, 1)] as pid, ${pick(FIRST, "i")} as first, ${pick(LAST, "i / 7")} as last,
                 ${at(size.inquiries)} as at
          from generate_series(1, ${size.inquiries}) i, live) f
    join products p on p.id = f.pid join categories c on c.id = p.category_id
    order by f.i`);

  // The lead desk's state, as years of work leave it: most older requests won or lost, a third with
  // the admin as owner, an open one in seven with a follow-up (most of them long overdue), three in
  // four answered within two hours; and the stage change of every won lead on its timeline.
  await client.query(`
    with owner as (select min(id) as id from users), numbered as (select id, row_number() over (order by id) as i from inquiries)
    update inquiries q set
      stage = (case when n.i % 10 < 3 then 'new' when n.i % 10 < 5 then 'contacted' when n.i % 10 < 6 then 'quoted'
                    when n.i % 10 < 8 then 'won' else 'lost' end)::lead_stage,
      lost_reason = (case when n.i % 10 >= 8 then 'price' end)::lost_reason,
      assigned_to = case when n.i % 3 = 0 then owner.id end,
      next_follow_up_at = case when n.i % 10 < 6 and n.i % 7 = 0 then q.created_at + interval '3 days' end,
      first_response_at = case when n.i % 4 <> 0 then q.created_at + (n.i % 120) * interval '1 minute' end
    from numbered n, owner where n.id = q.id`);
  await client.query(`
    insert into lead_events (inquiry_id, user_id, kind, details, created_at)
    select q.id, q.assigned_to, 'stage', jsonb_build_object('from', 'quoted', 'to', 'won'), q.created_at + interval '2 days'
    from inquiries q where q.stage = 'won'`);

  await client.query(`
    insert into contact_messages (name, email, phone, country_code, company, project_type, budget, message, status, created_at, updated_at)
    select first || ' ' || last, lower(first) || '.' || lower(last) || (i % 97) || '@' || ${pick(["gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com"], "i")},
           (9000000000 + (i::bigint * 104729) % 999999999)::text, '+91', ${pick(COMPANIES, "i / 3")}, ${pick(PROJECTS, "i / 5")},
           ${pick(["", "Under 1 lakh", "1-5 lakh", "5-20 lakh"], "i")},
           format(${pick(TEMPLATES, "i / 11")}, 100 + (i % 40) * 50, ${pick(GOODS, "i")}, ${pick(CITIES, "i / 13")}),
           (case when i % 10 = 0 or i > ${size.messages} - ${Math.ceil(size.messages / 50)} then 'new' else 'resolved' end)::message_status,
           at, at
    from (select i, ${pick(FIRST, "i / 3")} as first, ${pick(LAST, "i / 17")} as last, ${at(size.messages)} as at
          from generate_series(1, ${size.messages}) i) g`);
  // As autovacuum would by the time a table has grown this big: statistics and the visibility map.
  await client.query("vacuum analyze products, inquiries, lead_events, contact_messages, message_day_counts, inquiry_day_counts");
}
