import type { ReactNode } from 'react';
import type { ModuleDescriptor } from '../../../../modules/module.types.ts';
import type { FieldOf, ScalarType } from '../../../../shared/rules/field-kinds/index.ts';
import type { ScalarField } from '../../../../shared/rules/field.types.ts';

export type ControlProps<F extends ScalarField = ScalarField> = {
  descriptor: ModuleDescriptor;
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  required: boolean;
  disabled: boolean;
  /** The failed rule's message, already translated. */
  error?: string;
  /** The record being edited: uploads attach to it. */
  recordId?: number;
  /** In a sub-table cell the column header names the field: the label is only read out, not shown. */
  compact?: boolean;
  /** Names the server sent for the ids a pick field held when read (the row's `pickLabels`). */
  known?: ReadonlyMap<number, string>;
  /** A figure the system adds up (a descriptor total): shown read-only, with this note saying from what. */
  computed?: string;
  /** A warning rule's message, already translated: shown under the field, it does not stop the save. */
  warning?: string;
  /** A detail line's pick: its path (`<table>.<column>`) and the line's values, so the picker lists what that line may name. */
  linePick?: { field: string; values: Record<string, string | number> };
};

export type PickLabel = string | readonly string[];

/** A non-empty value shown read-only (a list cell, the view screen); `known`: the names the server sent for a pick. */
export type ValueProps<F extends ScalarField = ScalarField> = { descriptor: ModuleDescriptor; field: F; value: unknown; known?: PickLabel };

/** What the client's screens know of a kind, beside what it shares with the server (`src/shared/rules/field-kinds/`). */
export type ClientKind<F extends ScalarField> = {
  /** The form's control (spec §2 generic form screen). */
  Control: (props: ControlProps<F>) => ReactNode;
  /** The value read-only, as lists and the view show it. */
  Value: (props: ValueProps<F>) => ReactNode;
};

export type ClientKinds = { [K in ScalarType]: ClientKind<FieldOf<K>> };
