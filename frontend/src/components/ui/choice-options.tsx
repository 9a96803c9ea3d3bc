/** The options of a native select: first the empty choice in words, then each item by its label. */
export const ChoiceOptions = ({
  empty,
  items,
}: {
  empty: string;
  items: readonly { value: string; label: string }[];
}) => (
  <>
    <option value="">{empty}</option>
    {items.map((item) => (
      <option key={item.value} value={item.value}>
        {item.label}
      </option>
    ))}
  </>
);
