import fs from 'node:fs';
import path from 'node:path';
import { componentExamples, EDITING_GUIDE, type ComponentExample } from './component-examples';

export function readComponentExamples(root = process.cwd()): ComponentExample[] {
  return componentExamples(fs.readFileSync(path.join(root, EDITING_GUIDE), 'utf8'));
}
