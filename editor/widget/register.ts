import { checkBody, faultWords } from '@/editor/check-body';
import type { ControlProps, Decap } from '@/editor/decap';
import { createTextBox, type TextBox } from './text-box';

/**
 * The `mdx` widget: every page's Text box (build/editor/config.ts). Decap renders the control with
 * its own React, so the control is a class of Decap's (createClass) whose element CodeMirror fills;
 * `isValid` refuses to save a text the content check would refuse, with its message.
 */
export const MDX_WIDGET = 'mdx';

interface Kept {
  box?: TextBox;
  host?: HTMLElement | null;
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
      });
    },
    componentDidUpdate() {
      this.box?.setValue(this.props.value ?? '');
    },
    componentWillUnmount() {
      this.box?.destroy();
    },
    isValid() {
      const published = this.props.entry.getIn(['data', 'draft']) !== true;
      const errors = checkBody(this.props.value ?? '', { published }).filter((fault) => fault.severity === 'error');
      if (errors.length === 0) return true;
      return { error: { type: 'CUSTOM', message: errors.map(faultWords).join(' ') } };
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
