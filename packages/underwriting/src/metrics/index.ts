export {
  isMetricKey,
  METRIC_GROUPS,
  METRIC_KEYS,
  METRICS,
  type MetricFormat,
  type MetricGroup,
  type MetricInfo,
  type MetricKey,
  type MetricUnit,
  metricsBy,
  metricsOf,
} from './catalog.js';
export { formatMetricValue, formatValue, NOT_AVAILABLE } from './format.js';
