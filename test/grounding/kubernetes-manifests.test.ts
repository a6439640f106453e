// A manifest of several YAML documents ("---" between a StatefulSet and a StorageClass), the one record of a list read
// as a map (a pod's only container), "env" read as the environment, a setting named by its key, and "both" said of two
// settings that each state the value.
import { describe, expect, it } from 'vitest';
import { parseYamlDocuments } from '../../src/grounding/yaml-offsets.js';
import { linesSource, verdict } from './fixtures.js';

const yaml = linesSource('application/yaml');
const manifest = yaml('statefulset.yaml', [
  'apiVersion: apps/v1',
  'kind: StatefulSet',
  'spec:',
  '  replicas: 3',
  '  template:',
  '    spec:',
  '      containers:',
  '      - name: cassandra',
  '        image: gcr.io/google-samples/cassandra:v14',
  '        ports:',
  '        - containerPort: 7000',
  '          name: intra-node',
  '        - containerPort: 7199',
  '          name: jmx',
  '        - containerPort: 9042',
  '          name: cql',
  '        env:',
  '          - name: MAX_HEAP_SIZE',
  '            value: 512M',
  '          - name: HEAP_NEWSIZE',
  '            value: 100M',
  '        imagePullPolicy: IfNotPresent',
  '---',
  'kind: StorageClass',
  'apiVersion: storage.k8s.io/v1',
  'metadata:',
  '  name: fast',
  'provisioner: k8s.io/minikube-hostpath',
  '',
]);

describe('a YAML text of several documents', () => {
  it('is read document by document, each its own node', () => {
    const roots = parseYamlDocuments(manifest.text);
    expect(roots?.map((r) => (r.kind === 'object' ? r.entries.map((e) => e.key) : []))).toEqual([
      ['apiVersion', 'kind', 'spec'],
      ['kind', 'apiVersion', 'metadata', 'provisioner'],
    ]);
    expect(parseYamlDocuments('a: 1\n---\njust text\n')).toBeUndefined();
    expect(parseYamlDocuments('a: [1\n')).toBeUndefined();
  });

  it("reads each list's records by their names, in any of the documents", () => {
    expect(verdict('The CQL port is 9042.', manifest)[0]).toBe('supported');
    expect(verdict('JMX is exposed on port 7000.', manifest)).toEqual([
      'refuted',
      'the source gives 7199 for spec.template.spec.containers.ports.containerPort of "jmx" (statefulset.yaml:13), not 7000',
    ]);
    expect(verdict('The max heap size is 256M.', manifest)).toEqual([
      'refuted',
      'the source gives 512M for spec.template.spec.containers.env.value of "MAX_HEAP_SIZE" (statefulset.yaml:19), not 256M',
    ]);
    expect(verdict('The provisioner is k8s.io/minikube-hostpath.', manifest)[0]).toBe('supported');
  });

  it('states a setting a claim names by its key, whatever verb says it is used', () => {
    expect(verdict('Image pulls use the IfNotPresent policy.', manifest)[0]).toBe('supported');
    expect(verdict('The image pull policy is set to IfNotPresent.', manifest)[0]).toBe('supported');
    // (Another word is still to be found: "cached" is not the key's.)
    expect(verdict('Cached image pulls use the IfNotPresent policy.', manifest)[0]).not.toBe('supported');
  });

  it("counts the lists of a list's only record without its name, and reads env as the environment", () => {
    expect(verdict('Each pod opens three container ports.', manifest)[0]).toBe('supported');
    expect(verdict('Each pod opens four container ports.', manifest)[0]).toBe('refuted');
    expect(verdict('The container sets two environment variables.', manifest)[0]).toBe('supported');
  });
});

describe('"both" joining two things the claim gives one value of', () => {
  const values = (internal: number) =>
    yaml('values.yaml', ['service:', '  type: ClusterIP', '  externalPort: 9419', `  internalPort: ${internal}`, '']);

  it('holds when each has a field of its own that states the value', () => {
    expect(verdict('The external and internal service ports are both 9419.', values(9419))[0]).toBe('supported');
    expect(verdict('Both the external and the internal port are 9419.', values(9419))[0]).toBe('supported');
  });

  it('is left to a person when one of them gives another value', () => {
    expect(verdict('The external and internal service ports are both 9419.', values(9420))[0]).not.toBe('supported');
    expect(verdict('Both the external and the internal port are 9419.', values(9420))[0]).not.toBe('supported');
  });
});
