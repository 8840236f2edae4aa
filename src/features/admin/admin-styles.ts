// Styles of the Mantine components the admin console uses beyond the app-wide list in
// src/mantine-styles.ts. Loaded with the admin console's chunk, after the app-wide styles.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Spoiler.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
