import { getDocumentProxy, extractText } from 'unpdf';
import { renderPriceListPdf, paginate, firstPageHeader } from './functions/pricelists/_document';
const base = (n: number) => ({ sku: `C-${n}`, ean: '5901234123457', name: `Cegła ${n}`, unit: 'szt.', category: 'Kat', categoryOrder: 1, net: 1, vatRate: '23', gross: 1.23 });
const longLine = (n: number) => ({ ...base(n),
    sku: n % 7 === 0 ? `BUD-POL-${n}-ZAPRAWA-KLEJOWA-ELASTYCZNA` : `BUD-${n}`,
    name: n % 5 === 0 ? `Zaprawa klejowa wysokoelastyczna do płytek gresowych i kamienia naturalnego na ogrzewanie podłogowe, tarasy i balkony, klasa C2TE S1, worek 25 kg, nr ${n}` : n % 3 === 0 ? `Bloczekbetonukomórkowegoszlifowanyprofilowanynapióroiwpust${n} 24 cm` : `Cegła pełna ceramiczna klinkierowa żółta nr ${n}`,
    net: n % 11 === 0 ? 1234567.89 : 12.5 + n, gross: n % 11 === 0 ? 1518518.5 : 15.38 + n,
    category: ['Ściany i bloczki', 'Cement i zaprawy', 'Chemia budowlana i izolacje przeciwwilgociowe'][n % 3]!, categoryOrder: n % 3 });
const mode = process.argv[2];
const doc = { number: 'CN/1', organization: { name: 'Rampa Demo Sp. z o.o.', nip: '5251234560' }, client: { name: mode === 'c' ? 'Przedsiębiorstwo Handlowo-Usługowe „Żuraw” Grzegorz Źdźbło i Wspólnicy Spółka Jawna' : 'K', nip: null }, validFrom: '2026-01-01', validTo: null, discountPercent: 5,
  note: mode === 'c' ? 'Ceny obowiązują przy odbiorze własnym z magazynu w Łodzi; transport wyceniamy osobno. '.repeat(4) : null,
  columns: ['sku','ean','name','unit','net','vat','gross'] as any, createdAt: '', lines: Array.from({ length: 120 }, (_, i) => mode === 'c' ? base(i) : longLine(i + 1)) };
const pdf = await renderPriceListPdf(doc as any);
const proxy = await getDocumentProxy(new Uint8Array(pdf));
const pages = paginate(doc as any);
console.log(firstPageHeader(doc as any).height, pages.map(p => p.map(b => b.kind === 'rows' ? b.rows.length + ':' + b.rows[0].line.sku : b.name).join(' | ')));
const { text } = await extractText(proxy, { mergePages: false });
text.forEach((t) => console.log('----', t.replace(/\s+/g, ' ').slice(0, 200)));
