import { diagnosticCount, lintGutter, lintKeymap, linter, openLintPanel, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect, type Extension, type Text } from '@codemirror/state';
import { keymap, type EditorView } from '@codemirror/view';
import type { Finding } from '@/editor/check/page-findings';

/**
 * The content check's findings in the Text box, with CodeMirror's lint: each underlined at its line
 * with its words on hover, a mark in the gutter, and the list of them all (Mod-Shift-m, or the
 * toolbar's Problems button), which the keyboard reaches and Escape leaves.
 */

/** A finding's place in the text: its line, from its column if it has one, else the whole line. */
export function diagnosticsOf(doc: Text, findings: readonly Finding[]): Diagnostic[] {
  return findings.map((finding) => {
    const { severity, message } = finding;
    if (finding.line === undefined) return { from: 0, to: 0, severity, message };
    const line = doc.line(Math.min(Math.max(finding.line, 1), doc.lines));
    const from = finding.column ? Math.min(line.from + finding.column - 1, line.to) : line.from;
    return { from, to: finding.column && from < line.to ? from + 1 : line.to, severity, message };
  });
}

/** Something besides the text changed (a setting): the findings are asked for again once it settles. */
const recheck = StateEffect.define<null>();

export function findingsLint(check: (text: string) => Promise<readonly Finding[]>, delay: number): Extension {
  return [
    linter(async (view) => diagnosticsOf(view.state.doc, await check(view.state.doc.toString())), {
      delay,
      needsRefresh: (update) => update.transactions.some((t) => t.effects.some((effect) => effect.is(recheck))),
    }),
    lintGutter(),
    keymap.of(lintKeymap),
    EditorState.phrases.of({
      Diagnostics: 'Problems in the text',
      'No diagnostics': 'No problems found',
      close: 'Close',
    }),
  ];
}

export const problemCount = (state: EditorState) => diagnosticCount(state);
export const showProblems = (view: EditorView) => openLintPanel(view);
export const checkAgain = (view: EditorView) => view.dispatch({ effects: recheck.of(null) });
