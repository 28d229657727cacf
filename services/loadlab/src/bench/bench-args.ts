/** The sections of `npm run bench`, in the order they run. */
export const BENCH_SECTIONS = ['api', 'billing', 'web', 'db'] as const;
export type BenchSection = (typeof BENCH_SECTIONS)[number];

export interface BenchOptions {
  sections: BenchSection[];
  /** Short runs for trying the bench out (figures too short to quote). */
  quick: boolean;
}

const USAGE = 'Usage: npm run bench [-- --only api,billing,web,db] [--skip web] [--quick]';

function sectionList(value: string | undefined, flag: string): BenchSection[] {
  if (!value) throw new Error(`${flag} needs a list of sections: ${BENCH_SECTIONS.join(',')}. ${USAGE}`);
  return value.split(',').map((name) => {
    const section = name.trim() as BenchSection;
    if (!BENCH_SECTIONS.includes(section)) throw new Error(`Unknown section "${name}" in ${flag}: use ${BENCH_SECTIONS.join(', ')}. ${USAGE}`);
    return section;
  });
}

/** Parses `--only a,b`, `--skip a,b` (also `--only=a,b`) and `--quick`. */
export function parseBenchArgs(argv: string[]): BenchOptions {
  let only: BenchSection[] | null = null;
  let skip: BenchSection[] = [];
  let quick = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    if (flag === '--quick') quick = true;
    else if (flag === '--only') only = sectionList(inline ?? argv[++i], flag);
    else if (flag === '--skip') skip = sectionList(inline ?? argv[++i], flag);
    else if (flag === '--help' || flag === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown option ${flag}. ${USAGE}`);
  }
  const sections = BENCH_SECTIONS.filter((s) => (only ? only.includes(s) : true) && !skip.includes(s));
  if (sections.length === 0) throw new Error(`No section left to run. ${USAGE}`);
  return { sections, quick };
}
