import Database from 'better-sqlite3';
for (const mmap of [0, 1073741824, 0, 1073741824]) {
const db = new Database('/work/main/bench/out/bench-1000000.sqlite');
db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL'); db.pragma('foreign_keys = ON'); db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -65536'); db.pragma(`mmap_size = ${mmap}`);
const st = db.prepare('select "version" from "catalogue_version" where "id" = ?');
const N = 100000; for (let i = 0; i < 20000; i++) st.all([1]);
const t = process.hrtime.bigint(); for (let i = 0; i < N; i++) st.all([1]); console.log('mmap', mmap, (Number(process.hrtime.bigint() - t) / N).toFixed(0), 'ns');
db.close(); }
