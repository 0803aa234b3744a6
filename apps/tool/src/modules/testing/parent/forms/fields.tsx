/** Native inputs for the parent forms' item types, sized for a thumb (no antd). */
import { verifyKindOf, type FormItem, type Locale, type LovEntry } from '@portal/shared';
import { parentText } from '../../../parent-frame';
import { labelOf, optionLabel, type FormValue } from './model';
import { VerifiedInput } from './VerifiedInput';

export interface FieldProps {
  item: FormItem;
  value: FormValue | undefined;
  onChange(value: FormValue): void;
  lovs: Record<string, LovEntry[] | undefined>;
  locale: Locale;
  id: string;
  /** The message's element id when there is one (aria-describedby). */
  describedBy: string | undefined;
}

/** At most this many options show as cards; more become a native select. */
const CARD_LIMIT = 6;

function optionsOf(item: FormItem, lovs: FieldProps['lovs']): LovEntry[] {
  return (item.input.lovName ? lovs[item.input.lovName] : undefined) ?? [];
}

const same = (a: unknown, b: unknown): boolean => a !== null && a !== undefined && String(a) === String(b);
/** Back to the list's own type: a number-valued option stays a number. */
const entryValue = (entry: LovEntry): string | number => (typeof entry.value === 'number' ? entry.value : String(entry.value));

function Choices({ item, value, onChange, lovs, locale, id, describedBy, multiple }: FieldProps & { multiple: boolean }) {
  const options = optionsOf(item, lovs);
  const chosen = Array.isArray(value) ? value : [];
  if (!multiple && options.length > CARD_LIMIT) {
    return (
      <select id={id} className="p-input" value={value === null || value === undefined ? '' : String(value)} aria-describedby={describedBy} onChange={(e) => {
        const entry = options.find((o) => String(o.value) === e.target.value);
        onChange(entry ? entryValue(entry) : null);
      }}>
        <option value="">{parentText(locale, 'choose')}</option>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {optionLabel(o, locale)}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div className="p-choices" role={multiple ? 'group' : 'radiogroup'} id={id} aria-describedby={describedBy} aria-label={labelOf(item, locale)}>
      {options.map((o) => {
        const checked = multiple ? chosen.some((v) => same(v, o.value)) : same(value, o.value);
        return (
          <label key={String(o.value)} className={`p-choice${checked ? ' p-choice-on' : ''}`} data-testid={`option-${item.keyName}-${String(o.value)}`}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={item.keyName}
              checked={checked}
              onChange={(e) => {
                if (!multiple) return onChange(entryValue(o));
                const rest = chosen.filter((v) => !same(v, o.value));
                onChange(e.target.checked ? [...rest, entryValue(o)] : rest);
              }}
            />
            <span>{optionLabel(o, locale)}</span>
          </label>
        );
      })}
    </div>
  );
}

export function Field(props: FieldProps) {
  const { item, value, onChange, id, describedBy } = props;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const common = { id, 'aria-describedby': describedBy, 'data-testid': `field-${item.keyName}` };
  switch (item.input.type) {
    case 'text':
      return <input {...common} className="p-input" type="text" value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'textArea':
      return <textarea {...common} className="p-input" rows={4} value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'number':
      return (
        <input
          {...common}
          className="p-input"
          type="number"
          inputMode="decimal"
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
    case 'date':
      return <input {...common} className="p-input" type="date" value={text} onChange={(e) => onChange(e.target.value || null)} />;
    case 'radio':
      return <Choices {...props} multiple={false} />;
    case 'lov':
      return <Choices {...props} multiple={item.input.props?.mode === 'multiple' || item.input.props?.mode === 'tags'} />;
    case 'checkbox':
      if (item.input.lovName) return <Choices {...props} multiple />;
      // A single tick box: ticked is true, unticked no value (so 'required' means 'must tick').
      return (
        <label className={`p-choice p-tick${value === true ? ' p-choice-on' : ''}`} data-testid={`field-${item.keyName}`}>
          <input id={id} type="checkbox" checked={value === true} aria-describedby={describedBy} onChange={(e) => onChange(e.target.checked ? true : null)} />
          <span>{labelOf(item, props.locale)}</span>
        </label>
      );
    case 'phoneNumber':
      if (verifyKindOf(item)) return <VerifiedInput {...props} kind="phone" />;
      return <input {...common} className="p-input" type="tel" inputMode="tel" autoComplete="tel" value={text} onChange={(e) => onChange(e.target.value.trim())} />;
    case 'email':
      if (verifyKindOf(item)) return <VerifiedInput {...props} kind="email" />;
      return <input {...common} className="p-input" type="email" inputMode="email" autoComplete="email" value={text} onChange={(e) => onChange(e.target.value.trim())} />;
    default:
      return null;
  }
}
