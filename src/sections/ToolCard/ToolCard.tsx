import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { TagList } from '../../components/TagList/TagList';
import type { Tool } from '../../content/proof/tools';
import * as styles from './ToolCard.css';

export interface ToolCardProps {
  tool: Tool;
  /** 'Used in'. */
  usedInLabel: string;
  /** `li` inside a list of cards (default); `article` on its own. */
  as?: 'li' | 'article';
}

/**
 * A tool of the tech stack: its name (text, no third-party logo), its
 * category, what the agency uses it for, and where (Growth OS modules, services).
 */
export function ToolCard({ tool, usedInLabel, as = 'li' }: ToolCardProps) {
  return (
    <Card as={as} className={styles.card}>
      <div>
        <Badge className={styles.category}>{tool.category}</Badge>
      </div>
      <h3 className={styles.name}>{tool.name}</h3>
      <p className={styles.description}>{tool.description}</p>
      {tool.usedIn.length > 0 ? (
        <div className={styles.usedIn}>
          <span>{usedInLabel}:</span>
          <TagList tags={tool.usedIn} aria-label={`${usedInLabel}: ${tool.name}`} />
        </div>
      ) : null}
    </Card>
  );
}
