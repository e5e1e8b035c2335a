import type { ControlProps, Decap, Validity } from '@/editor/decap';
import { entryPartsLoaded, loadEntryParts, type EntryParts } from '@/editor/load-entry-parts';
import type { TextBox } from './text-box';

/**
 * The `mdx` widget: every page's Text box (build/editor/config.ts). Decap renders the control with
 * its own React, so the control is a class of Decap's (createClass) whose element CodeMirror fills;
 * `isValid` refuses to save a text the content check would refuse, with its message.
 */
export const MDX_WIDGET = 'mdx';

interface Kept {
  box?: TextBox;
  host?: HTMLElement | null;
  gone?: boolean;
}

export function registerMdxWidget({ CMS, createClass, h }: Decap) {
  const control = createClass<ControlProps, Kept>({
    componentDidMount() {
      // CodeMirror and the rest arrive with the first entry opened (editor/entry-parts.ts).
      void loadEntryParts().then(({ createTextBox }) => {
        if (!this.host || this.gone) return;
        this.box = createTextBox(this.host, {
          value: this.props.value ?? '',
          label: String(this.props.field.get('label') ?? 'Text'),
          id: this.props.forID,
          onChange: (value) => this.props.onChange(value),
          onFocus: () => this.props.setActiveStyle(),
          onBlur: () => this.props.setInactiveStyle(),
        });
      });
    },
    componentDidUpdate() {
      this.box?.setValue(this.props.value ?? '');
    },
    componentWillUnmount() {
      this.gone = true;
      this.box?.destroy();
    },
    isValid() {
      const published = this.props.entry.getIn(['data', 'draft']) !== true;
      const check = ({ checkBody, faultWords }: EntryParts): Validity => {
        const errors = checkBody(this.props.value ?? '', { published }).filter((fault) => fault.severity === 'error');
        if (errors.length === 0) return true;
        return { error: { type: 'CUSTOM', message: errors.map(faultWords).join(' ') } };
      };
      // Loaded as the Text box opened; a save before that waits for it. Decap reads a promise's
      // rejection as the error, its resolution as valid.
      const parts = entryPartsLoaded();
      if (parts) return check(parts);
      return loadEntryParts().then((loaded) => {
        const validity = check(loaded);
        if (validity === true) return validity;
        throw validity.error.message;
      });
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
