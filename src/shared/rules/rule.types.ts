import type { MessageValues } from '../money-format.ts';

/**
 * The validation rules of spec §5 "Shared rule options", by their spec names. A field lists the rules it
 * needs; the same list validates a form in the browser and the request on the server.
 */
export type RuleSpec =
  | { rule: 'required' }
  | { rule: 'maxLength'; n: number }
  | { rule: 'maxNumber'; n: number }
  | { rule: 'length'; n: number }
  | { rule: 'range'; min: number; max: number }
  | {
      rule:
        | 'email'
        | 'qq'
        | 'mobile'
        | 'alnum'
        | 'money'
        | 'fmoney'
        | 'positiveInteger'
        | 'wholeNumber'
        | 'number'
        | 'url'
        | 'idcard'
        | 'creditCode'
        | 'alnumUnderscore'
        | 'chineseAlnumUnderscore'
        | 'postcode'
        | 'date'
        | 'datetime'
        | 'ip'
        | 'telphone'
        | 'atLeastOne'
        | 'image';
    };

export type RuleName = RuleSpec['rule'];

/**
 * One failed rule: the field path (`contacts.0.mobile` inside a sub-table), a catalogue id and its values. A
 * warning (`recordWarnings`) has the same shape: shown under its field, it never refuses a save.
 */
export type RuleError = { field: string; messageId: string; values: MessageValues };
