// The reference data's bench: the port picker's ranking (Port/Suggest) over the seeded port list, and
// over it with every port of the sea-ports package added (a list staff could grow to), against a
// bare in-memory filter.
import { SEED_PORTS } from '../../src/domain/refdata/seed/ports';
import { moduleBenches, nodeBench } from '../benches';
import { PORT_QUERIES, portSuggestBench, portSuggestTable, withSeaPorts } from '../portSuggest';

export const benches = moduleBenches({
  module: 'refdata',
  node: [
    nodeBench({
      key: 'portSuggest',
      run: async () => {
        const seeded = SEED_PORTS.map((p) => ({ Code: p.code, NameZh: p.zh, NameEn: p.en, CountryCode: p.countryCode, Aliases: p.aliases, Group: p.group }));
        return [
          portSuggestBench(seeded, PORT_QUERIES, { list: `seeded ports (${seeded.length})` }),
          portSuggestBench(withSeaPorts(seeded), PORT_QUERIES, { list: 'seeded + sea-ports' }),
        ];
      },
      print: (r) => console.table(portSuggestTable(r)),
    }),
  ],
});
