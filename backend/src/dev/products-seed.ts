import { ean13CheckDigit } from '@rampa/domain';
import type { Database } from '../db/types';
import { createRandom } from './clients-seed';

/**
 * The demo catalogue beyond the thirty products the awizacje use (notices-seed.ts CATALOGUE, whose SKUs tests rely
 * on): about 600 products of building materials, packaging and warehouse supplies in a dozen top categories, some
 * with subcategories (the list's category tree), Polish names, valid EAN-13s (prefix 590, Poland), the units and
 * VAT rates a wholesaler sells in and net prices as its price list has them. One INSERT per table (a JSON array
 * bound once), so a first start stays quick; added once, by SKU.
 */

const SEED = 20_261_127;
/** GS1 company prefix of the demo wholesaler after the country's 590: EANs 590 2026 xxxxx c. */
const COMPANY = '2026';

type Unit = 'szt.' | 'kg' | 't' | 'm' | 'm2' | 'm3' | 'kpl.' | 'opak.' | 'paleta';
type Vat = '23' | '8' | '5' | '0' | 'zw';
/** A product line: its name, unit, base net price, VAT rate and the variants it comes in (price factor each). */
type Line = [name: string, unit: Unit, price: number, vat: Vat, variants: [label: string, factor: number][]];

const SIZES_BAG: [string, number][] = [
  ['5 kg', 0.25],
  ['10 kg', 0.45],
  ['25 kg', 1],
];
const THICK: [string, number][] = [
  ['2 cm', 0.2],
  ['3 cm', 0.3],
  ['5 cm', 0.5],
  ['8 cm', 0.8],
  ['10 cm', 1],
  ['15 cm', 1.5],
  ['20 cm', 2],
];
const COLOURS: [string, number][] = [
  ['biały', 1],
  ['szary', 1],
  ['grafitowy', 1.08],
  ['brązowy', 1.05],
];
const BOXES: [string, number][] = [
  ['300×200×150 mm', 0.45],
  ['400×300×200 mm', 0.7],
  ['600×400×400 mm', 1],
  ['800×600×400 mm', 1.5],
  ['1200×800×600 mm', 2.6],
];

/**
 * Top category → subcategory (or '' for the top one itself) → product lines. The tree's names are the ones
 * notices-seed.ts creates, so the thirty products stay in their categories; the subcategories are new.
 */
const TREE: Record<string, Record<string, Line[]>> = {
  'Cement i zaprawy': {
    '': [
      ['Cement portlandzki CEM I 52,5R', 'opak.', 26.9, '23', SIZES_BAG],
      ['Cement hutniczy CEM III/A 32,5N', 'opak.', 19.4, '23', SIZES_BAG],
      ['Wapno hydratyzowane', 'opak.', 16.5, '23', SIZES_BAG],
    ],
    'Zaprawy i tynki': [
      ['Zaprawa murarska M5', 'opak.', 12.9, '23', SIZES_BAG],
      ['Zaprawa do cienkich spoin', 'opak.', 24.5, '23', SIZES_BAG],
      ['Tynk cementowo-wapienny maszynowy', 'opak.', 21.8, '23', SIZES_BAG],
      ['Tynk gipsowy ręczny', 'opak.', 27.3, '23', SIZES_BAG],
      ['Jastrych cementowy', 'opak.', 15.2, '23', SIZES_BAG],
      [
        'Beton towarowy B25 (C20/25)',
        'm3',
        395,
        '23',
        [
          ['pompa', 1.12],
          ['gruszka', 1],
        ],
      ],
    ],
  },
  'Ściany i bloczki': {
    '': [
      [
        'Pustak ceramiczny',
        'szt.',
        8.9,
        '23',
        [
          ['P+W 25 cm', 1],
          ['P+W 30 cm', 1.2],
          ['P+W 44 cm', 1.75],
        ],
      ],
      [
        'Bloczek silikatowy',
        'szt.',
        6.2,
        '23',
        [
          ['8 cm', 0.45],
          ['12 cm', 0.62],
          ['18 cm', 0.85],
          ['24 cm', 1.1],
        ],
      ],
      ['Bloczek betonu komórkowego', 'szt.', 9.1, '23', THICK.slice(3)],
      ['Cegła klinkierowa', 'szt.', 3.4, '23', COLOURS],
      [
        'Nadproże prefabrykowane L19',
        'szt.',
        48,
        '23',
        [
          ['1,2 m', 0.6],
          ['1,5 m', 0.75],
          ['1,8 m', 0.9],
          ['2,1 m', 1],
        ],
      ],
    ],
  },
  Izolacje: {
    Styropian: [
      ['Styropian fasadowy EPS 040', 'm2', 14.5, '23', THICK],
      ['Styropian grafitowy EPS 031', 'm2', 19.8, '23', THICK],
      ['Styropian podłogowy EPS 100', 'm2', 18.2, '23', THICK.slice(0, 5)],
      ['Styrodur XPS 300', 'm2', 29.5, '23', THICK.slice(0, 5)],
    ],
    'Wełna mineralna': [
      ['Wełna mineralna szklana λ 0,035', 'm2', 12.4, '23', THICK.slice(3)],
      ['Wełna skalna fasadowa', 'm2', 32.6, '23', THICK.slice(2)],
      ['Płyta z wełny skalnej stropodachowa', 'm2', 41.9, '23', THICK.slice(3, 6)],
    ],
    'Folie i membrany': [
      [
        'Membrana dachowa wysokoparoprzepuszczalna',
        'm2',
        2.9,
        '23',
        [
          ['115 g/m²', 0.8],
          ['140 g/m²', 1],
          ['170 g/m²', 1.25],
        ],
      ],
      [
        'Folia fundamentowa kubełkowa',
        'm2',
        5.6,
        '23',
        [
          ['0,5 mm', 1],
          ['0,6 mm', 1.2],
        ],
      ],
      [
        'Papa podkładowa',
        'm2',
        7.9,
        '23',
        [
          ['PV200 S40', 1],
          ['G200 S40', 1.15],
        ],
      ],
    ],
  },
  'Stal zbrojeniowa': {
    '': [
      [
        'Pręt żebrowany B500SP',
        't',
        3790,
        '23',
        [
          ['fi 6', 1.08],
          ['fi 8', 1.04],
          ['fi 10', 1.01],
          ['fi 16', 0.99],
          ['fi 20', 0.99],
        ],
      ],
      [
        'Siatka zgrzewana',
        'szt.',
        58,
        '23',
        [
          ['fi 4 oczko 15 cm', 0.7],
          ['fi 5 oczko 15 cm', 0.85],
          ['fi 8 oczko 20 cm', 1.9],
        ],
      ],
      [
        'Strzemiona gotowe',
        'opak.',
        42,
        '23',
        [
          ['10×20 cm', 0.8],
          ['15×25 cm', 1],
          ['20×30 cm', 1.3],
        ],
      ],
      [
        'Dystanse do zbrojenia',
        'opak.',
        19.5,
        '23',
        [
          ['20 mm', 1],
          ['30 mm', 1.1],
          ['50 mm', 1.3],
        ],
      ],
    ],
  },
  'Drewno i płyty': {
    'Płyty drewnopochodne': [
      [
        'Płyta OSB/3 2500×1250',
        'szt.',
        79,
        '23',
        [
          ['12 mm', 0.72],
          ['15 mm', 0.86],
          ['22 mm', 1.25],
        ],
      ],
      [
        'Sklejka wodoodporna 2500×1250',
        'szt.',
        189,
        '23',
        [
          ['9 mm', 0.65],
          ['12 mm', 0.82],
          ['18 mm', 1.15],
        ],
      ],
      [
        'Płyta MFP 2500×1250',
        'szt.',
        92,
        '23',
        [
          ['12 mm', 0.85],
          ['15 mm', 1],
          ['18 mm', 1.2],
        ],
      ],
    ],
    'Drewno konstrukcyjne': [
      [
        'Kantówka C24 strugana',
        'm',
        18.4,
        '23',
        [
          ['45×95 mm', 0.7],
          ['45×145 mm', 1],
          ['60×200 mm', 1.6],
        ],
      ],
      [
        'Łata dachowa impregnowana',
        'm',
        4.2,
        '23',
        [
          ['38×50 mm', 1],
          ['40×60 mm', 1.25],
        ],
      ],
      [
        'Deska szalunkowa sosnowa',
        'm3',
        1290,
        '23',
        [
          ['25 mm', 1],
          ['32 mm', 1.05],
        ],
      ],
    ],
    'Płyty gipsowe': [
      [
        'Płyta gipsowo-kartonowa GKB',
        'szt.',
        24.9,
        '23',
        [
          ['9,5 mm', 0.9],
          ['12,5 mm', 1],
        ],
      ],
      ['Płyta gipsowo-kartonowa impregnowana GKBI', 'szt.', 33.5, '23', [['12,5 mm', 1]]],
      [
        'Płyta ognioodporna GKF',
        'szt.',
        36.8,
        '23',
        [
          ['12,5 mm', 1],
          ['15 mm', 1.2],
        ],
      ],
      [
        'Profil CW',
        'szt.',
        14.9,
        '23',
        [
          ['50 mm 3 m', 0.9],
          ['75 mm 3 m', 1],
          ['100 mm 3 m', 1.2],
        ],
      ],
    ],
  },
  'Chemia budowlana': {
    '': [
      ['Klej do płytek elastyczny C2TE S1', 'opak.', 52, '23', SIZES_BAG],
      [
        'Fuga cementowa',
        'opak.',
        19.9,
        '23',
        [
          ['szara 2 kg', 1],
          ['biała 2 kg', 1],
          ['antracyt 2 kg', 1.1],
        ],
      ],
      [
        'Grunt głęboko penetrujący',
        'opak.',
        24.9,
        '23',
        [
          ['1 l', 0.25],
          ['5 l', 1],
          ['10 l', 1.85],
        ],
      ],
      [
        'Hydroizolacja podpłytkowa',
        'opak.',
        69,
        '23',
        [
          ['4 kg', 0.45],
          ['8 kg', 0.85],
          ['15 kg', 1.5],
        ],
      ],
      ['Silikon sanitarny', 'szt.', 17.5, '23', COLOURS],
      [
        'Pianka montażowa niskoprężna',
        'szt.',
        24.9,
        '23',
        [
          ['500 ml', 0.8],
          ['750 ml', 1],
          ['870 ml pistoletowa', 1.2],
        ],
      ],
      [
        'Farba elewacyjna silikonowa',
        'opak.',
        219,
        '23',
        [
          ['5 l', 0.55],
          ['10 l', 1],
        ],
      ],
    ],
  },
  'Pokrycia dachowe': {
    '': [
      ['Blachodachówka modułowa', 'm2', 42.9, '23', COLOURS],
      [
        'Dachówka ceramiczna karpiówka',
        'szt.',
        4.9,
        '23',
        [
          ['naturalna', 1],
          ['angobowana', 1.35],
          ['glazurowana', 1.6],
        ],
      ],
      [
        'Gąsior ceramiczny',
        'szt.',
        18.5,
        '23',
        [
          ['naturalny', 1],
          ['angobowany', 1.3],
        ],
      ],
      [
        'Rynna PVC',
        'm',
        14.9,
        '23',
        [
          ['100 mm', 0.85],
          ['125 mm', 1],
          ['150 mm', 1.3],
        ],
      ],
      [
        'Rura spustowa PVC 3 m',
        'szt.',
        49,
        '23',
        [
          ['75 mm', 0.85],
          ['90 mm', 1],
          ['110 mm', 1.25],
        ],
      ],
      [
        'Okno dachowe 78×118 cm',
        'szt.',
        1390,
        '23',
        [
          ['drewniane', 1],
          ['PVC', 1.12],
        ],
      ],
    ],
  },
  'Opakowania kartonowe': {
    'Kartony klapowe': [
      ['Karton klapowy 3W', 'szt.', 2.9, '23', BOXES],
      ['Karton klapowy 5W', 'szt.', 5.4, '23', BOXES],
    ],
    'Pudła wysyłkowe': [
      ['Pudło fasonowe z wiekiem', 'szt.', 3.6, '23', BOXES.slice(0, 4)],
      [
        'Karton archiwizacyjny',
        'opak.',
        49,
        '23',
        [
          ['10 szt.', 1],
          ['25 szt.', 2.3],
        ],
      ],
      [
        'Koperta kartonowa C4',
        'opak.',
        64,
        '23',
        [
          ['50 szt.', 1],
          ['100 szt.', 1.9],
        ],
      ],
    ],
    Wypełniacze: [
      [
        'Papier wypełniający w roli',
        'szt.',
        89,
        '23',
        [
          ['500 mm × 250 m', 1],
          ['750 mm × 250 m', 1.45],
        ],
      ],
      [
        'Poduszki powietrzne',
        'opak.',
        129,
        '23',
        [
          ['200×100 mm', 1],
          ['200×200 mm', 1.3],
        ],
      ],
      [
        'Chipsy styropianowe 500 l',
        'opak.',
        79,
        '23',
        [
          ['białe', 1],
          ['zielone z recyklingu', 0.92],
        ],
      ],
    ],
  },
  'Folie i taśmy': {
    'Folie stretch': [
      [
        'Folia stretch ręczna',
        'szt.',
        17.9,
        '23',
        [
          ['17 µm 1,5 kg', 0.85],
          ['20 µm 2 kg', 1],
          ['23 µm 2,5 kg', 1.2],
          ['czarna 23 µm', 1.3],
        ],
      ],
      [
        'Folia stretch maszynowa',
        'szt.',
        79,
        '23',
        [
          ['17 µm 16 kg', 0.9],
          ['20 µm 16 kg', 1],
          ['23 µm 17 kg', 1.12],
        ],
      ],
      [
        'Folia pęcherzykowa',
        'szt.',
        39,
        '23',
        [
          ['0,5 × 100 m', 0.55],
          ['1 × 100 m', 1],
          ['1,5 × 100 m', 1.45],
        ],
      ],
    ],
    Taśmy: [
      [
        'Taśma pakowa akrylowa',
        'opak.',
        29.9,
        '23',
        [
          ['przezroczysta 48 mm × 66 m', 1],
          ['brązowa 48 mm × 66 m', 1],
          ['z nadrukiem „Uwaga szkło”', 1.6],
        ],
      ],
      [
        'Taśma spinająca PP',
        'szt.',
        62,
        '23',
        [
          ['12 mm × 3000 m', 0.85],
          ['16 mm × 2500 m', 1],
        ],
      ],
      [
        'Zapinki do taśmy',
        'opak.',
        39,
        '23',
        [
          ['12 mm', 1],
          ['16 mm', 1.15],
        ],
      ],
      [
        'Taśma ostrzegawcza biało-czerwona',
        'szt.',
        9.9,
        '23',
        [
          ['100 m', 1],
          ['250 m', 2.2],
        ],
      ],
    ],
  },
  'Palety i nośniki': {
    '': [
      [
        'Paleta przemysłowa 1200×1000',
        'paleta',
        54,
        '23',
        [
          ['nowa', 1],
          ['używana kl. A', 0.68],
          ['używana kl. B', 0.52],
        ],
      ],
      [
        'Paleta EUR EPAL 1200×800',
        'paleta',
        69,
        '23',
        [
          ['nowa', 1],
          ['używana kl. A', 0.7],
        ],
      ],
      [
        'Półpaleta 800×600',
        'paleta',
        36,
        '23',
        [
          ['nowa', 1],
          ['używana', 0.6],
        ],
      ],
      [
        'Nadstawka paletowa',
        'szt.',
        45,
        '23',
        [
          ['1200×800', 1],
          ['800×600', 0.75],
        ],
      ],
      [
        'Pojemnik plastikowy euro',
        'szt.',
        38,
        '23',
        [
          ['400×300×220', 0.8],
          ['600×400×220', 1],
          ['600×400×320', 1.25],
        ],
      ],
    ],
  },
  'Artykuły spożywcze (hurt)': {
    '': [
      [
        'Cukier trzcinowy',
        'opak.',
        7.9,
        '5',
        [
          ['1 kg', 1],
          ['5 kg', 4.6],
        ],
      ],
      [
        'Mąka żytnia typ 720',
        'opak.',
        5.4,
        '5',
        [
          ['1 kg', 1],
          ['25 kg', 21],
        ],
      ],
      [
        'Kasza gryczana',
        'opak.',
        8.9,
        '5',
        [
          ['1 kg', 1],
          ['5 kg', 4.7],
        ],
      ],
      [
        'Olej rzepakowy',
        'opak.',
        10.9,
        '5',
        [
          ['1 l', 1],
          ['5 l', 4.8],
        ],
      ],
      [
        'Sok jabłkowy 100% 1 l (karton 12 szt.)',
        'opak.',
        42,
        '8',
        [
          ['tłoczony', 1.3],
          ['z zagęszczonego', 1],
        ],
      ],
    ],
  },
  'Narzędzia i BHP': {
    '': [
      [
        'Rękawice robocze powlekane',
        'opak.',
        59,
        '23',
        [
          ['rozmiar 8 (12 par)', 1],
          ['rozmiar 9 (12 par)', 1],
          ['rozmiar 10 (12 par)', 1],
        ],
      ],
      [
        'Kask ochronny',
        'szt.',
        29,
        '23',
        [
          ['biały', 1],
          ['żółty', 1],
          ['czerwony', 1],
        ],
      ],
      [
        'Kamizelka odblaskowa',
        'szt.',
        9.5,
        '23',
        [
          ['L', 1],
          ['XL', 1],
          ['XXL', 1.05],
        ],
      ],
      [
        'Nóż z ostrzem łamanym 18 mm',
        'szt.',
        12.9,
        '23',
        [
          ['plastikowy', 1],
          ['metalowy', 1.9],
        ],
      ],
      [
        'Dyspenser do folii stretch',
        'szt.',
        45,
        '23',
        [
          ['z hamulcem', 1.4],
          ['prosty', 1],
        ],
      ],
      [
        'Wózek paletowy ręczny 2,5 t',
        'szt.',
        1290,
        '23',
        [
          ['widły 1150 mm', 1],
          ['widły 1500 mm', 1.12],
        ],
      ],
    ],
  },
};

/** The category codes of the SKUs ("IZO-0142"). */
const CODES: Record<string, string> = {
  'Cement i zaprawy': 'CZP',
  'Ściany i bloczki': 'SCB',
  Izolacje: 'IZO',
  'Stal zbrojeniowa': 'STZ',
  'Drewno i płyty': 'DRP',
  'Chemia budowlana': 'CHB',
  'Pokrycia dachowe': 'DAC',
  'Opakowania kartonowe': 'OPK',
  'Folie i taśmy': 'FTS',
  'Palety i nośniki': 'PAN',
  'Artykuły spożywcze (hurt)': 'SPO',
  'Narzędzia i BHP': 'BHP',
};

/** Each listed size or colour of a line again in a second grade, so the catalogue reaches about 600. */
const GRADES: [suffix: string, factor: number][] = [
  ['', 1],
  [' – gatunek II', 0.86],
  [' – opakowanie zbiorcze', 0.94],
];

export interface SeedProduct {
  sku: string;
  ean: string;
  name: string;
  category: string;
  subcategory: string;
  unit: Unit;
  net_price: string;
  vat_rate: Vat;
  active: boolean;
}

/** The generated catalogue (pure, the same every run): about 600 products with unique SKUs and EANs. */
export function demoCatalogue(): SeedProduct[] {
  const random = createRandom(SEED);
  const products: SeedProduct[] = [];
  let item = 0;
  for (const [category, subcategories] of Object.entries(TREE)) {
    let serial = 0;
    for (const [subcategory, lines] of Object.entries(subcategories)) {
      for (const [name, unit, price, vat, variants] of lines) {
        for (const [label, factor] of variants) {
          for (const [grade, gradeFactor] of GRADES) {
            // Collective packs only of cheap things sold by the piece or pack; a second grade not of food or tools.
            if (grade.includes('zbiorcze') && (price * factor > 40 || (unit !== 'szt.' && unit !== 'opak.')))
              continue;
            if (grade.includes('gatunek') && (vat !== '23' || category === 'Narzędzia i BHP')) continue;
            serial += 1;
            item += 1;
            const first12 = `590${COMPANY}${String(item).padStart(5, '0')}`;
            const net = price * factor * gradeFactor * (0.97 + random.next() * 0.06);
            products.push({
              sku: `${CODES[category]}-${String(serial).padStart(4, '0')}`,
              ean: `${first12}${ean13CheckDigit(first12)}`,
              name: `${name} ${label}${grade}`,
              category,
              subcategory,
              unit,
              net_price: (Math.round(net * 100) / 100).toFixed(2),
              vat_rate: vat,
              // A few withdrawn, so the list's "Wycofane" filter shows something.
              active: random.next() > 0.03,
            });
          }
        }
      }
    }
  }
  return products;
}

/**
 * Adds the demo catalogue to an organization once (a later start finds its first SKU and leaves the catalogue as
 * users changed it). Categories and subcategories are created when missing. Returns how many products were added.
 */
export async function seedDemoCatalogue(db: Database, orgId: string): Promise<number> {
  const products = demoCatalogue();
  const { rows } = await db.query(`SELECT 1 FROM public.products WHERE org_id = $1 AND sku = $2`, [
    orgId,
    products[0]!.sku,
  ]);
  if (rows.length > 0) return 0;
  return db.transaction(async (tx) => {
    const tops = Object.keys(TREE);
    // Top categories: the ones notices-seed.ts made keep their order, the new ones go after them.
    await tx.query(
      `INSERT INTO public.product_categories (org_id, name, sort_order)
       SELECT $1, t.name, 100 + t.n FROM unnest($2::text[]) WITH ORDINALITY AS t(name, n)
        WHERE NOT EXISTS (SELECT 1 FROM public.product_categories c
                           WHERE c.org_id = $1 AND c.parent_id IS NULL AND lower(c.name) = lower(t.name))`,
      [orgId, tops],
    );
    const subs = tops.flatMap((top) =>
      Object.keys(TREE[top]!)
        .filter((sub) => sub !== '')
        .map((sub, index) => ({ top, sub, order: index + 1 })),
    );
    await tx.query(
      `INSERT INTO public.product_categories (org_id, parent_id, name, sort_order)
       SELECT $1, p.id, s.sub, s.ord
         FROM jsonb_to_recordset($2::jsonb) AS s(top text, sub text, ord int)
         JOIN public.product_categories p ON p.org_id = $1 AND p.parent_id IS NULL AND lower(p.name) = lower(s.top)
        WHERE NOT EXISTS (SELECT 1 FROM public.product_categories c
                           WHERE c.org_id = $1 AND c.parent_id = p.id AND lower(c.name) = lower(s.sub))`,
      [orgId, JSON.stringify(subs.map((s) => ({ top: s.top, sub: s.sub, ord: s.order })))],
    );
    const inserted = await tx.query(
      `INSERT INTO public.products (org_id, sku, ean, name, category_id, unit, net_price, vat_rate, active)
       SELECT $1, r.sku, r.ean, r.name, coalesce(sub.id, top.id), r.unit, r.net_price, r.vat_rate, r.active
         FROM jsonb_to_recordset($2::jsonb) AS r(sku text, ean text, name text, category text, subcategory text,
              unit text, net_price numeric, vat_rate text, active boolean)
         JOIN public.product_categories top
           ON top.org_id = $1 AND top.parent_id IS NULL AND lower(top.name) = lower(r.category)
         LEFT JOIN public.product_categories sub
           ON sub.org_id = $1 AND sub.parent_id = top.id AND lower(sub.name) = lower(r.subcategory)
       ON CONFLICT (org_id, sku) DO NOTHING
       RETURNING id`,
      [orgId, JSON.stringify(products)],
    );
    return inserted.rows.length;
  });
}
