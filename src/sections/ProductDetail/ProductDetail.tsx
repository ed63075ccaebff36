import { useId } from 'react';
import { Container } from '../../components/Container/Container';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { CheckIcon } from '../../components/Icon/CheckIcon';
import { ClockIcon } from '../../components/Icon/ClockIcon';
import { ShieldIcon } from '../../components/Icon/ShieldIcon';
import { Link } from '../../components/Link/Link';
import { TagList } from '../../components/TagList/TagList';
import {
  type DigitalProduct,
  productCtaHeading,
  productDetailCopy,
  productPath,
} from '../../content/growth-os/products';
import { serviceNamed } from '../../content/services/serviceNames';
import { contactAction } from '../../site/contactLink';
import { CtaBand } from '../CtaBand/CtaBand';
import * as styles from './ProductDetail.css';

export interface ProductDetailProps {
  product: DigitalProduct;
}

/** Where a 'Used in' entry links: the page of the service of that name, or the Growth OS page. */
export function usedInHref(name: string): string | undefined {
  const service = serviceNamed(name);
  if (service) return service.href;
  if (name.startsWith('Growth OS')) return '/growth-os';
  return undefined;
}

/** Two-digit step numbers: 01, 02, ... (decorative; the `ol` gives the order). */
function stepNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/**
 * The body of a product page below its hero: overview, use cases, integrations,
 * setup and governance, impacted KPIs, 'Used in' and a closing contact call to action. Each
 * block is a `<section>` named by its h2.
 */
export function ProductDetail({ product }: ProductDetailProps) {
  const ids = {
    overview: useId(),
    useCases: useId(),
    integrations: useId(),
    setup: useId(),
    kpis: useId(),
    usedIn: useId(),
  };
  const copy = productDetailCopy;
  const cta = contactAction(productPath(product.slug), copy.ctaLabel);
  return (
    <>
      <div className={styles.band} data-tone="surface">
        <Container>
          <div className={styles.grid}>
            <section className={styles.panel} data-span="wide" aria-labelledby={ids.overview}>
              <h2 id={ids.overview} className={styles.heading}>
                {copy.overviewHeading}
              </h2>
              <p className={styles.description}>{product.description}</p>
            </section>

            <section className={styles.panel} data-span="narrow" aria-labelledby={ids.useCases}>
              <h2 id={ids.useCases} className={styles.heading}>
                {copy.useCasesHeading}
              </h2>
              <ul className={styles.iconList}>
                {product.useCases.map((useCase) => (
                  <li key={useCase} className={styles.iconItem}>
                    <span className={styles.icon}>
                      <CheckIcon className={styles.iconSvg} strokeWidth="2" />
                    </span>
                    <span>{useCase}</span>
                  </li>
                ))}
              </ul>
            </section>

            <section
              className={styles.panel}
              data-span="full"
              data-layout="inline"
              aria-labelledby={ids.integrations}
            >
              <h2 id={ids.integrations} className={styles.heading}>
                {copy.integrationsHeading}
              </h2>
              <TagList tags={product.integrations} className={styles.tags} />
            </section>

            <section className={styles.panel} data-span="full" aria-labelledby={ids.setup}>
              <div className={styles.setupHeader}>
                <h2 id={ids.setup} className={styles.heading}>
                  {copy.setupHeading}
                </h2>
                <p className={styles.timeline}>
                  <ClockIcon className={styles.iconSvg} />
                  {product.setup.timeline}
                </p>
              </div>
              <div className={styles.setupColumns}>
                <div className={styles.setupColumn}>
                  <h3 className={styles.subheading}>{copy.stepsHeading}</h3>
                  <ol className={styles.steps}>
                    {product.setup.steps.map((step, index) => (
                      <li key={step} className={styles.step}>
                        <span className={styles.stepNumber} aria-hidden="true">
                          {stepNumber(index)}
                        </span>
                        <span>{step}</span>
                      </li>
                    ))}
                  </ol>
                </div>
                <div className={styles.setupColumn}>
                  <h3 className={styles.subheading}>{copy.governanceHeading}</h3>
                  <ul className={styles.iconList}>
                    {product.setup.governance.map((point) => (
                      <li key={point} className={styles.iconItem}>
                        <span className={styles.icon}>
                          <ShieldIcon className={styles.iconSvg} />
                        </span>
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </section>
          </div>
        </Container>
      </div>

      <div className={styles.band} data-tone="body">
        <Container>
          <div className={styles.grid}>
            <section className={styles.block} data-span="wide" aria-labelledby={ids.kpis}>
              <h2 id={ids.kpis} className={styles.heading}>
                {copy.kpisHeading}
              </h2>
              <p className={styles.note}>{copy.kpisNote}</p>
              <ul className={styles.kpis}>
                {product.kpis.map((kpi) => (
                  <li key={kpi.name} className={styles.kpi}>
                    <span className={styles.kpiValue}>{kpi.change}</span>{' '}
                    <span className={styles.kpiName}>{kpi.name}</span>
                  </li>
                ))}
              </ul>
            </section>

            <section
              className={styles.panel}
              data-span="narrow"
              data-variant="surface"
              aria-labelledby={ids.usedIn}
            >
              <h2 id={ids.usedIn} className={styles.heading}>
                {copy.usedInHeading}
              </h2>
              <ul className={styles.usedIn}>
                {product.usedIn.map((name) => {
                  const href = usedInHref(name);
                  return (
                    <li key={name} className={styles.usedInItem}>
                      {href ? (
                        <Link href={href} className={styles.usedInLink}>
                          {name}
                          <ArrowIcon className={styles.arrowSvg} />
                        </Link>
                      ) : (
                        name
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          </div>
        </Container>
      </div>

      <CtaBand
        heading={productCtaHeading(product)}
        body={copy.ctaBody}
        actions={[cta]}
        tone="surface"
      />
    </>
  );
}
