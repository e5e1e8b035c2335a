import { runCase } from '@/tests/unit/content-cases';
for (const name of process.argv.slice(2)) console.log(name, '\n' + runCase(name).first.join('\n'));
