import { Checkbox } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { audiencesQueryOptions } from './api/edm';

/** The company's audiences as checkboxes (a list, or a segment evaluated at send time). */
export function AudiencePicker(props: { value: number[]; onChange(ids: number[]): void }) {
  const list = useQuery(audiencesQueryOptions());
  return (
    <div>
      {(list.data ?? []).map((a) => (
        <Checkbox
          key={a.Id}
          inline
          label={a.Name}
          checked={props.value.includes(a.Id)}
          onChange={(e) => props.onChange(e.currentTarget.checked ? [...props.value, a.Id] : props.value.filter((x) => x !== a.Id))}
        />
      ))}
    </div>
  );
}
