export {
  byMetric,
  isMetricKey,
  METRIC_GROUP_KEYS,
  METRIC_GROUPS,
  METRIC_KEYS,
  METRICS,
  type MetricCatalog,
  type MetricFormat,
  type MetricGroup,
  type MetricIn,
  type MetricInfo,
  type MetricKey,
  type MetricPlace,
  type MetricUnit,
  metricsBy,
  metricsOf,
} from './catalog.js';
export { formatMetricValue, formatValue, NOT_AVAILABLE } from './format.js';
