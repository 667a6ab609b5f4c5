-- The plan catalogue (SPEC §3). Applied on every start of the embedded database and by `supabase db reset`;
-- idempotent. `npm run stripe:sync-catalog` creates the same catalogue in a Stripe account.
insert into public.products (id, active, name, description, metadata) values
  ('prod_roomcraft_basic', true, 'Roomcraft Basic', 'For a home owner with one project.',
   '{"index": 1, "monthly_quota": 50, "allowance": "50 designs a month",
     "perks": ["50 designs a month", "All 20 design styles", "HD downloads", "Private gallery"]}'),
  ('prod_roomcraft_pro', true, 'Roomcraft Pro', 'For agents who stage every listing.',
   '{"index": 2, "monthly_quota": 1000, "allowance": "1,000 credits a month",
     "perks": ["1,000 credits a month", "Every realtor tool", "Virtually staged watermark option", "Before/after videos", "Priority rendering", "Projects and favourites"]}'),
  ('prod_roomcraft_standard', true, 'Roomcraft Standard', 'Unlimited designs for busy designers.',
   '{"index": 3, "monthly_quota": "unlimited", "allowance": "Unlimited designs",
     "perks": ["Unlimited designs (fair use)", "All 20 design styles", "Masked edits", "Commercial use", "Email support"]}'),
  ('prod_roomcraft_professional', true, 'Roomcraft Professional', 'Unlimited web designs plus API access.',
   '{"index": 4, "monthly_quota": "unlimited", "allowance": "Unlimited web designs + API", "api_tiers": true,
     "perks": ["Unlimited web designs (fair use)", "API access with monthly images", "Webhooks", "Priority rendering", "Dedicated support"]}'),
  ('prod_roomcraft_premium', true, 'Roomcraft Premium', 'For teams staging at volume.',
   '{"index": 5, "monthly_quota": 5000, "allowance": "5,000 credits a month",
     "perks": ["5,000 credits a month", "Every realtor tool", "Team projects", "Highest resolution"]}'),
  ('prod_roomcraft_business', true, 'Roomcraft Business', 'For brokerages and studios.',
   '{"index": 6, "monthly_quota": 25000, "allowance": "25,000 credits a month",
     "perks": ["25,000 credits a month", "Everything in Premium", "Invoices and purchase orders", "Account manager"]}'),
  ('prod_roomcraft_enterprise', true, 'Roomcraft Enterprise', 'For small offices that want a fixed number of designs.',
   '{"index": 7, "monthly_quota": 300, "allowance": "300 designs a month",
     "perks": ["300 designs a month", "All 20 design styles", "HD downloads", "Commercial use"]}'),
  -- Retired plan: its only price is inactive, so it is never listed.
  ('prod_roomcraft_legacy', true, 'Roomcraft Legacy', 'No longer sold.', '{"index": 8, "monthly_quota": 20}')
on conflict (id) do update set
  active = excluded.active, name = excluded.name, description = excluded.description, metadata = excluded.metadata,
  updated_at = now();

insert into public.prices (id, product_id, active, unit_amount, currency, type, interval, interval_count, lookup_key) values
  ('price_roomcraft_basic_month', 'prod_roomcraft_basic', true, 1200, 'usd', 'recurring', 'month', 1, 'roomcraft_basic_month'),
  ('price_roomcraft_basic_year', 'prod_roomcraft_basic', true, 10800, 'usd', 'recurring', 'year', 1, 'roomcraft_basic_year'),
  ('price_roomcraft_enterprise_month', 'prod_roomcraft_enterprise', true, 2900, 'usd', 'recurring', 'month', 1, 'roomcraft_enterprise_month'),
  ('price_roomcraft_enterprise_year', 'prod_roomcraft_enterprise', true, 27600, 'usd', 'recurring', 'year', 1, 'roomcraft_enterprise_year'),
  ('price_roomcraft_standard_month', 'prod_roomcraft_standard', true, 3900, 'usd', 'recurring', 'month', 1, 'roomcraft_standard_month'),
  ('price_roomcraft_standard_year', 'prod_roomcraft_standard', true, 37200, 'usd', 'recurring', 'year', 1, 'roomcraft_standard_year'),
  ('price_roomcraft_pro_month', 'prod_roomcraft_pro', true, 4900, 'usd', 'recurring', 'month', 1, 'roomcraft_pro_month'),
  ('price_roomcraft_pro_year', 'prod_roomcraft_pro', true, 46800, 'usd', 'recurring', 'year', 1, 'roomcraft_pro_year'),
  ('price_roomcraft_professional_month', 'prod_roomcraft_professional', true, 7900, 'usd', 'recurring', 'month', 1, 'roomcraft_professional_month'),
  ('price_roomcraft_professional_year', 'prod_roomcraft_professional', true, 75600, 'usd', 'recurring', 'year', 1, 'roomcraft_professional_year'),
  ('price_roomcraft_premium_month', 'prod_roomcraft_premium', true, 14900, 'usd', 'recurring', 'month', 1, 'roomcraft_premium_month'),
  ('price_roomcraft_premium_year', 'prod_roomcraft_premium', true, 142800, 'usd', 'recurring', 'year', 1, 'roomcraft_premium_year'),
  ('price_roomcraft_business_month', 'prod_roomcraft_business', true, 49900, 'usd', 'recurring', 'month', 1, 'roomcraft_business_month'),
  ('price_roomcraft_business_year', 'prod_roomcraft_business', true, 478800, 'usd', 'recurring', 'year', 1, 'roomcraft_business_year'),
  ('price_roomcraft_legacy_month', 'prod_roomcraft_legacy', false, 500, 'usd', 'recurring', 'month', 1, 'roomcraft_legacy_month')
on conflict (id) do update set
  product_id = excluded.product_id, active = excluded.active, unit_amount = excluded.unit_amount,
  currency = excluded.currency, type = excluded.type, interval = excluded.interval,
  interval_count = excluded.interval_count, lookup_key = excluded.lookup_key, updated_at = now();
