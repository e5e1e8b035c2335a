import { formPage } from '@/editor/check/form-page';
import { settingWords, textWords } from '@/editor/check/finding-words';
import {
  checkPage,
  findingsNow,
  forgetFindings,
  onSettingsChange,
  SETTLE_MS,
  type PageRequest,
} from '@/editor/check/page-check';
import type { ControlProps, Decap, DecapMap } from '@/editor/decap';
import { createTextBox, type TextBox } from './text-box';

/**
 * The `mdx` widget: every page's Text box (build/editor/config.ts). Decap renders the control with
 * its own React, so the control is a class of Decap's (createClass) whose element CodeMirror fills;
 * the content check's findings on the page show at their lines (editor/check/), and `isValid`
 * refuses to save a page the content check would refuse, in its words.
 */
export const MDX_WIDGET = 'mdx';

interface Kept {
  box?: TextBox;
  host?: HTMLElement | null;
  stopHearing?: () => void;
}

/** The page as the check takes it, with this text; none for a collection that holds no pages. */
const pageOf = (props: ControlProps, body: string): PageRequest | undefined =>
  formPage(props.getEntry(), props.collection, body);

/** A field's label by its path ("image.alt"), as the form shows it. */
function labelOf(collection: DecapMap, path: string): string | undefined {
  let fields = (collection.get('fields') as DecapMap | undefined)?.toJS() as EditorField[] | undefined;
  let label: string | undefined;
  for (const name of path.split('.')) {
    const field = fields?.find((candidate) => candidate.name === name);
    label = field?.label ?? name;
    fields = field?.fields;
  }
  return label;
}

interface EditorField {
  name: string;
  label?: string;
  fields?: EditorField[];
}

export function registerMdxWidget({ CMS, createClass, h }: Decap) {
  const control = createClass<ControlProps, Kept>({
    componentDidMount() {
      if (!this.host) return;
      this.box = createTextBox(this.host, {
        value: this.props.value ?? '',
        label: String(this.props.field.get('label') ?? 'Text'),
        id: this.props.forID,
        onChange: (value) => this.props.onChange(value),
        onFocus: () => this.props.setActiveStyle(),
        onBlur: () => this.props.setInactiveStyle(),
        check: async (text) => {
          const page = pageOf(this.props, text);
          return page ? (await checkPage(page)).body : [];
        },
        checkDelay: SETTLE_MS,
      });
      this.stopHearing = onSettingsChange(() => this.box?.recheck());
    },
    componentDidUpdate() {
      this.box?.setValue(this.props.value ?? '');
    },
    componentWillUnmount() {
      this.stopHearing?.();
      this.box?.destroy();
      forgetFindings();
    },
    isValid() {
      const page = pageOf(this.props, this.props.value ?? '');
      if (!page) return true;
      const findings = findingsNow(page);
      const errors = [
        ...findings.body.filter((finding) => finding.severity === 'error').map(textWords),
        ...findings.settings
          .filter((finding) => finding.severity === 'error')
          .map((finding) => settingWords(finding, (path) => labelOf(this.props.collection, path))),
      ];
      if (errors.length === 0) return true;
      return { error: { type: 'CUSTOM', message: errors.join(' ') } };
    },
    render() {
      return h('div', {
        className: this.props.classNameWrapper,
        ref: (element: HTMLElement | null) => (this.host = element),
      });
    },
  });
  CMS.registerWidget(MDX_WIDGET, control);
}
