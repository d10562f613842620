import type { Role } from "#shared/roles";
import { parseRole } from "#shared/roles";
import { SelectField } from "../../../components/form-field";
import { ROLE_OPTIONS } from "../utils/roles";

interface RoleSelectFieldProps {
  label: string;
  name: string;
  value: Role;
  onChange: (role: Role) => void;
}

/** A plan picker (a user's role, a model's tier): starter, professional, enterprise. */
export function RoleSelectField({ label, name, value, onChange }: RoleSelectFieldProps) {
  return (
    <SelectField label={label} name={name} value={value} onChange={(event) => onChange(parseRole(event.target.value))}>
      {ROLE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
