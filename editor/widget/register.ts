import { checkBody, faultWords } from '@/editor/check-body';
import { decap, type ControlInstance } from './decap';
import { createTextBox, type TextBox } from './text-box';

/**
 * The `mdx` widget: every page's Text box (build/editor/config.ts). Decap renders the control with
 * its own React, so the control is a class of Decap's (createClass) whose element CodeMirror fills;
 * `isValid` refuses to save a text the content check would refuse, with its message.
 */
export const MDX_WIDGET = 'mdx';

interface MdxControl extends ControlInstance {
  box?: TextBox;
  host?: HTMLElement | null;
}

export function registerMdxWidget() {
  const { CMS, createClass, h } = decap();
  const control = createClass({
    componentDidMount(this: MdxControl) {
      const { props } = this;
      if (!this.host) return;
      this.box = createTextBox(this.host, {
        value: props.value ?? '',
        label: String(props.field.get('label', 'Text')),
        id: props.forID,
        onChange: (value) => this.props.onChange(value),
        onFocus: () => this.props.setActiveStyle(),
        onBlur: () => this.props.setInactiveStyle(),
      });
    },
    componentDidUpdate(this: MdxControl) {
      this.box?.setValue(this.props.value ?? '');
    },
    componentWillUnmount(this: MdxControl) {
      this.box?.destroy();
    },
    isValid(this: MdxControl) {
      const published = this.props.entry.getIn(['data', 'draft']) !== true;
      const errors = checkBody(this.props.value ?? '', { published }).filter((fault) => fault.severity === 'error');
      if (errors.length === 0) return true;
      return { error: { type: 'CUSTOM', message: errors.map(faultWords).join(' ') } };
    },
    render(this: MdxControl) {
      return h('div', {
        className: this.props.classNameWrapper,
        ref: (element: HTMLElement | null) => (this.host = element),
      });
    },
  });
  CMS.registerWidget(MDX_WIDGET, control);
}
