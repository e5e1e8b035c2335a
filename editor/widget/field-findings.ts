import { onFindings, settingsChanged } from '@/editor/check/page-check';
import type { Finding } from '@/editor/check/page-findings';
import type { ControlProps, Decap } from '@/editor/decap';

/**
 * The content check's findings about a page's settings, each beside its field as staff type. Decap
 * has no place for a widget's own message, so each of the widgets the settings use is registered
 * again as itself plus a short list after it, tied to its input with aria-describedby. The wrapper
 * hands Decap's Widget everything it reads from a control (isValid, focus, shouldComponentUpdate),
 * so the field behaves as before; it also tells the check that a setting changed.
 */

/** Decap's widgets that build/editor/fields.ts gives the settings. */
const SETTING_WIDGETS = ['string', 'text', 'boolean', 'select', 'number', 'list', 'object', 'datetime', 'image'];

/** What Decap's Widget reads from its control, when the control has it. */
interface Control {
  isValid?(): unknown;
  focus?(path?: string): void;
  getValidateValue?(): unknown;
  shouldComponentUpdate?(next: unknown): boolean;
  getWrappedInstance?(): Control;
}

type Props = ControlProps & { hasActiveStyle?: boolean };

const FIELD_ID = /^(.+)-field-\d+$/;

/** A field's path ("image.alt") from the groups it is in: Decap names each `<name>-field-<n>`; a list's rows are not named. */
export function fieldPath(parentIds: readonly string[] | undefined, name: string): string {
  const groups = (parentIds ?? []).flatMap((id) => FIELD_ID.exec(id)?.[1] ?? []);
  return [...groups, name].join('.');
}

/** Read by screen readers, not shown: the colour says it to the eye. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

function describe(forID: string, id: string, on: boolean) {
  const input = document.getElementById(forID);
  if (!input) return;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((word) => word && word !== id);
  if (on) ids.push(id);
  if (ids.length > 0) input.setAttribute('aria-describedby', ids.join(' '));
  else input.removeAttribute('aria-describedby');
}

const same = (a: readonly Finding[], b: readonly Finding[]) =>
  a.length === b.length && a.every((finding, index) => finding.message === b[index]!.message);

export function showFindingsBesideFields({ CMS, createClass, h }: Decap) {
  const FieldFindings = createClass<{ path: string; forID: string }, { shown: Finding[]; stop?: () => void }>({
    componentDidMount() {
      this.shown = [];
      this.stop = onFindings(({ findings }) => {
        const mine = findings.settings.filter((finding) => finding.field === this.props.path);
        if (same(mine, this.shown)) return;
        this.shown = mine;
        this.forceUpdate();
      });
    },
    componentDidUpdate() {
      describe(this.props.forID, `${this.props.forID}-findings`, this.shown.length > 0);
    },
    componentWillUnmount() {
      this.stop?.();
      describe(this.props.forID, `${this.props.forID}-findings`, false);
    },
    render() {
      if (!this.shown || this.shown.length === 0) return null;
      return h(
        'ul',
        {
          id: `${this.props.forID}-findings`,
          className: 'field-findings',
          style: { listStyle: 'none', margin: '6px 0 0', padding: 0, fontSize: '14px', lineHeight: 1.4 },
        },
        ...this.shown.map((finding) =>
          h(
            'li',
            {
              key: finding.message,
              'data-severity': finding.severity,
              style: {
                color: finding.severity === 'error' ? '#b3261e' : '#6b4e00',
                borderLeft: `4px solid ${finding.severity === 'error' ? '#b3261e' : '#b58100'}`,
                paddingLeft: '8px',
                marginTop: '4px',
              },
            },
            h('span', { style: hidden }, finding.severity === 'error' ? 'Error: ' : 'Warning: '),
            finding.message,
          ),
        ),
      );
    },
  });

  for (const name of SETTING_WIDGETS) {
    const widget = CMS.getWidget(name);
    if (!widget) continue;
    const { control: Original, preview, ...rest } = widget;
    const Wrapped = createClass<Props, { inner?: Control }>({
      shouldComponentUpdate(next) {
        if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next);
        // Decap's Widget's own test, for a control without one.
        return (
          this.props.value !== next.value ||
          this.props.classNameWrapper !== next.classNameWrapper ||
          this.props.hasActiveStyle !== next.hasActiveStyle
        );
      },
      componentDidUpdate(previous) {
        if (previous.value !== this.props.value) settingsChanged();
      },
      isValid() {
        return this.inner?.isValid ? this.inner.isValid() : true;
      },
      focus(path) {
        if (this.inner?.focus) this.inner.focus(path);
        else document.getElementById(this.props.forID)?.focus();
      },
      getValidateValue() {
        return this.inner?.getValidateValue?.();
      },
      render() {
        const path = fieldPath(this.props.parentIds, String(this.props.field.get('name')));
        return [
          h(Original as string, {
            ...this.props,
            key: 'control',
            ref: (control: Control | null) => {
              this.inner = control?.getWrappedInstance ? control.getWrappedInstance() : (control ?? undefined);
            },
          }),
          h(FieldFindings as string, { key: 'findings', path, forID: this.props.forID }),
        ];
      },
    });
    CMS.registerWidget({ ...rest, name, controlComponent: Wrapped, previewComponent: preview });
  }
}
